from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_dynamic_id_en(driver, base_url):
    # #region en
    driver.get(f"{base_url}/challenges/dynamic-id")
    wait = WebDriverWait(driver, 10)
    # By.ID with a recorded value fails on the next load: match the visible text instead
    wait.until(EC.element_to_be_clickable((By.XPATH, "//button[normalize-space()='Button with dynamic ID']"))).click()
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion


def test_dynamic_id_ko(driver, base_url):
    # #region ko
    driver.get(f"{base_url}/challenges/dynamic-id")
    wait = WebDriverWait(driver, 10)
    # 녹화한 값으로 By.ID를 쓰면 다음 로드에서 실패합니다: 보이는 텍스트로 찾으세요
    wait.until(EC.element_to_be_clickable((By.XPATH, "//button[normalize-space()='동적 ID 버튼']"))).click()
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
