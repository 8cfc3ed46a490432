from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_dynamic_loading(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/dynamic-loading")
    wait = WebDriverWait(driver, 10)
    for n in (1, 2):
        wait.until(EC.element_to_be_clickable((By.CSS_SELECTOR, f"[data-testid='challenge-dynamic-loading-{n}-start-button']"))).click()
    # Visibility, not presence: example 1's heading is present (hidden) from the start
    for n in (1, 2):
        wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, f"[data-testid='challenge-dynamic-loading-{n}-finish']")))
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
