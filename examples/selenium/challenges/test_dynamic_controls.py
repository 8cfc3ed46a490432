from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_dynamic_controls(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/dynamic-controls")
    wait = WebDriverWait(driver, 10)
    checkbox = wait.until(EC.presence_of_element_located((By.CSS_SELECTOR, "[data-testid='challenge-dynamic-controls-checkbox']")))
    driver.find_element(By.CSS_SELECTOR, "[data-testid='challenge-dynamic-controls-toggle-checkbox-button']").click()
    wait.until(EC.staleness_of(checkbox))
    driver.find_element(By.CSS_SELECTOR, "[data-testid='challenge-dynamic-controls-toggle-input-button']").click()
    field = wait.until(EC.element_to_be_clickable((By.CSS_SELECTOR, "[data-testid='challenge-dynamic-controls-input']")))
    field.send_keys("hello")
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
