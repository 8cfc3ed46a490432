from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_load_delay(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/load-delay")
    driver.get(BASE + "/challenges/load-delay?delay=1000")
    WebDriverWait(driver, 10).until(
        EC.element_to_be_clickable((By.CSS_SELECTOR, "[data-testid='challenge-load-delay-button']"))).click()
    # #endregion
