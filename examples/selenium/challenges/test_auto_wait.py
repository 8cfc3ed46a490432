from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_auto_wait(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/auto-wait")
    driver.find_element(By.CSS_SELECTOR, "[data-testid='challenge-auto-wait-state-visible']").click()
    driver.find_element(By.CSS_SELECTOR, "[data-testid='challenge-auto-wait-apply-3']").click()
    WebDriverWait(driver, 5).until(
        EC.element_to_be_clickable((By.CSS_SELECTOR, "[data-testid='challenge-auto-wait-target']"))).click()
    # #endregion
