import re

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_no_test_ids_en(driver, base_url):
    # #region en
    driver.get(f"{base_url}/challenges/no-test-ids")
    wait = WebDriverWait(driver, 10)
    # The task names the person (seeded): read the name from the page
    task = wait.until(EC.visibility_of_element_located((By.XPATH, "//*[@data-testid='challenge-area']//p[contains(., 'Delete the row of')]"))).text
    name = re.search(r"Delete the row of (.+)\.", task).group(1)
    # From the person's cell to its row, then the button named Delete inside it (never by position)
    driver.find_element(By.XPATH, f"//tr[td[normalize-space()='{name}']]//button[normalize-space()='Delete']").click()
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion


def test_no_test_ids_ko(driver, base_url):
    # #region ko
    driver.get(f"{base_url}/challenges/no-test-ids")
    wait = WebDriverWait(driver, 10)
    # 과제가 사람 이름을 알려 줍니다(시드에 따라): 페이지에서 이름을 읽으세요
    task = wait.until(EC.visibility_of_element_located((By.XPATH, "//*[@data-testid='challenge-area']//p[contains(., '의 행을 삭제하세요')]"))).text
    name = re.search(r": (.+)의 행을 삭제하세요", task).group(1)
    # 그 사람의 셀에서 행으로, 그 안의 삭제 버튼(위치로 고르지 마세요)
    driver.find_element(By.XPATH, f"//tr[td[normalize-space()='{name}']]//button[normalize-space()='삭제']").click()
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
