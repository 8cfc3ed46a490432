from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_redirect(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/redirect")
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions as EC
    from selenium.webdriver.support.ui import WebDriverWait

    driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-redirect-link"]').click()
    WebDriverWait(driver, 5).until(EC.url_contains('/challenges/status-codes'))
    # #endregion
