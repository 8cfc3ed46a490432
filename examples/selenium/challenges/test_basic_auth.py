from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_basic_auth(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/basic-auth")
    # The native dialog cannot be typed into: put the credentials in the URL (practice server)
    driver.get('http://admin:admin@localhost:8000/api/v1/challenges/basic-auth')
    assert 'Congratulations' in driver.page_source
    # #endregion
