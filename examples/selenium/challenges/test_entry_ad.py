from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_entry_ad(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/entry-ad")
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait
    from selenium.webdriver.support import expected_conditions as EC
    wait = WebDriverWait(driver, 5)
    wait.until(EC.element_to_be_clickable((By.CSS_SELECTOR, "[data-testid=challenge-entry-ad-close-button]"))).click()
    wait.until(EC.invisibility_of_element_located((By.CSS_SELECTOR, "[data-testid=challenge-entry-ad-modal]")))
    # #endregion
