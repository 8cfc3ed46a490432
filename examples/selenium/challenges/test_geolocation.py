from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_geolocation(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/geolocation")
    from selenium.webdriver.common.by import By

    driver.execute_cdp_cmd('Browser.grantPermissions', {'permissions': ['geolocation']})
    driver.execute_cdp_cmd('Emulation.setGeolocationOverride', {'latitude': 37.5665, 'longitude': 126.978, 'accuracy': 10})
    driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-geolocation-button"]').click()
    # #endregion
