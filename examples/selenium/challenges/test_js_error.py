from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_js_error(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/js-error")
    from selenium import webdriver

    options = webdriver.ChromeOptions()
    options.set_capability('goog:loggingPrefs', {'browser': 'ALL'})
    driver = webdriver.Chrome(options=options)
    # ... sign in, open /challenges/js-error ...
    severe = [e for e in driver.get_log('browser') if e['level'] == 'SEVERE']
    assert any("reading 'xyz'" in e['message'] for e in severe)
    # #endregion
