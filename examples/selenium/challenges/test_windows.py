from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_windows(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/windows")
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions as EC
    from selenium.webdriver.support.ui import WebDriverWait

    wait = WebDriverWait(driver, 5)
    original = driver.current_window_handle
    driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-windows-link"]').click()
    wait.until(EC.number_of_windows_to_be(2))
    new_handle = next(h for h in driver.window_handles if h != original)
    driver.switch_to.window(new_handle)
    heading = wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-windows-new-heading"]')))
    assert heading.text == 'New Window'
    driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-windows-report-button"]').click()
    driver.close()
    driver.switch_to.window(original)
    wait.until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, '[data-testid="challenge-windows-result"]'), 'reported back'))
    # #endregion
