from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_status_codes(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/status-codes")
    wait = WebDriverWait(driver, 10)
    message = (By.CSS_SELECTOR, '[data-testid="challenge-status-codes-message"]')
    for code in ('200', '301', '404', '500'):
        wait.until(EC.element_to_be_clickable((By.CSS_SELECTOR, f'[data-testid="challenge-status-codes-{code}-button"]'))).click()
        wait.until(EC.text_to_be_present_in_element(message, code))
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # Selenium sees no HTTP status: ask for it with fetch inside the page
    status = driver.execute_async_script('''
      const done = arguments[arguments.length - 1]
      fetch('/api/v1/challenges/status-codes/404').then((r) => done(r.status))
    ''')
    assert status == 404
    # #endregion
