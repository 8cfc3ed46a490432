from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_status_codes(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/status-codes")
    status = driver.execute_async_script('''
      const done = arguments[arguments.length - 1]
      fetch('/api/v1/challenges/status-codes/404').then((r) => done(r.status))
    ''')
    assert status == 404
    # #endregion
