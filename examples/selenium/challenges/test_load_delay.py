from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_load_delay(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/load-delay?delay=1000")  # ?delay= is forwarded to the request
    # driver.get returns at the load event, long before the answer: wait for the button
    wait = WebDriverWait(driver, 10)
    wait.until(EC.element_to_be_clickable((By.CSS_SELECTOR, "[data-testid='challenge-load-delay-button']"))).click()
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
