from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_js_error(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/js-error")
    wait = WebDriverWait(driver, 10)
    # The page still works: its error box is shown in place of the challenge
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-error"]')))
    # Chrome's console: ChromeDriver keeps the SEVERE entries (capability goog:loggingPrefs {'browser': 'ALL'} for all)
    severe = [e['message'] for e in driver.get_log('browser') if e['level'] == 'SEVERE']
    assert any("reading 'xyz'" in message for message in severe)
    driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-back"]').click()
    wait.until(EC.url_matches(r'/challenges$'))
    # #endregion
