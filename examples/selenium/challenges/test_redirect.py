from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_redirect(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/redirect")
    wait = WebDriverWait(driver, 10)
    wait.until(EC.element_to_be_clickable((By.CSS_SELECTOR, '[data-testid="challenge-redirect-link"]'))).click()
    wait.until(EC.url_contains('/challenges/status-codes'))   # the router redirects a moment later
    wait.until(EC.presence_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-page"][data-slug="status-codes"]')))
    # #endregion
