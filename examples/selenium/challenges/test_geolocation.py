from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_geolocation(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/geolocation")
    wait = WebDriverWait(driver, 10)
    # The permission prompt is browser UI: grant it and fake the position through Chrome's DevTools protocol
    driver.execute_cdp_cmd('Browser.grantPermissions', {'origin': base_url, 'permissions': ['geolocation']})
    driver.execute_cdp_cmd('Emulation.setGeolocationOverride', {'latitude': 37.5665, 'longitude': 126.978, 'accuracy': 10})
    wait.until(EC.element_to_be_clickable((By.CSS_SELECTOR, '[data-testid="challenge-geolocation-button"]'))).click()
    wait.until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, '[data-testid="challenge-geolocation-latitude"]'), '37.5665'))
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
