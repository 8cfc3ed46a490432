from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_client_delay(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/client-delay?delay=2000")  # ?delay= shortens the 15 s default
    # An explicit wait, not time.sleep or a larger implicit wait
    wait = WebDriverWait(driver, 20)
    wait.until(EC.element_to_be_clickable((By.CSS_SELECTOR, "[data-testid='challenge-client-delay-trigger-button']"))).click()
    wait.until(EC.element_to_be_clickable((By.CSS_SELECTOR, "[data-testid='challenge-client-delay-result']"))).click()
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
