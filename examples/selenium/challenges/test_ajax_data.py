from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_ajax_data(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/ajax-data?delay=1000")  # ?delay= shortens the 15 s default
    wait = WebDriverWait(driver, 20)
    wait.until(EC.element_to_be_clickable((By.CSS_SELECTOR, "[data-testid='challenge-ajax-data-trigger-button']"))).click()
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-testid='challenge-ajax-data-result']"))).click()
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
