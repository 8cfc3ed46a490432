from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_dynamic_controls(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/dynamic-controls")
    checkbox = driver.find_element(By.CSS_SELECTOR, "[data-testid='challenge-dynamic-controls-checkbox']")
    driver.find_element(By.CSS_SELECTOR, "[data-testid='challenge-dynamic-controls-toggle-checkbox-button']").click()
    WebDriverWait(driver, 10).until(EC.staleness_of(checkbox))
    driver.find_element(By.CSS_SELECTOR, "[data-testid='challenge-dynamic-controls-toggle-input-button']").click()
    field = WebDriverWait(driver, 10).until(
        EC.element_to_be_clickable((By.CSS_SELECTOR, "[data-testid='challenge-dynamic-controls-input']")))
    field.send_keys("hello")
    # #endregion
