from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_entry_ad(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/entry-ad")
    wait = WebDriverWait(driver, 10)
    # The ad opens a moment after load (a new session has empty storage, so it always shows): wait for it
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[role=dialog]")))
    wait.until(EC.element_to_be_clickable((By.CSS_SELECTOR, "[data-testid=challenge-entry-ad-close-button]"))).click()
    wait.until(EC.invisibility_of_element_located((By.CSS_SELECTOR, "[role=dialog]")))
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
