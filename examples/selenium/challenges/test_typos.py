from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_typos_en(driver, base_url):
    # #region en
    driver.get(f"{base_url}/challenges/typos")
    wait = WebDriverWait(driver, 10)
    # Compare the whole sentence with the expected text: a typo on some loads is the bug to catch
    line = wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-testid=challenge-typos-line-2]"))).text
    choice = "clean" if line == "Sometimes you'll see a typo, other times you won't." else "typo"
    driver.find_element(By.CSS_SELECTOR, f"[data-testid=challenge-typos-choice-{choice}]").click()
    driver.find_element(By.CSS_SELECTOR, "[data-testid=challenge-typos-submit-button]").click()
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion


def test_typos_ko(driver, base_url):
    # #region ko
    driver.get(f"{base_url}/challenges/typos")
    wait = WebDriverWait(driver, 10)
    # 문장 전체를 기대한 텍스트와 비교하세요: 어떤 로드에는 오타가 있습니다(잡아야 할 버그)
    line = wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-testid=challenge-typos-line-2]"))).text
    choice = "clean" if line == "가끔은 오타가 보이고, 어떤 때는 보이지 않습니다." else "typo"
    driver.find_element(By.CSS_SELECTOR, f"[data-testid=challenge-typos-choice-{choice}]").click()
    driver.find_element(By.CSS_SELECTOR, "[data-testid=challenge-typos-submit-button]").click()
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
