from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_windows(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/windows")
    wait = WebDriverWait(driver, 10)
    original = driver.current_window_handle
    wait.until(EC.element_to_be_clickable((By.CSS_SELECTOR, '[data-testid="challenge-windows-link"]'))).click()
    wait.until(EC.number_of_windows_to_be(2))
    driver.switch_to.window(next(h for h in driver.window_handles if h != original))
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-windows-new-heading"]')))
    driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-windows-report-button"]').click()
    driver.close()                       # the new tab
    driver.switch_to.window(original)    # the driver does not switch back by itself
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
