from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_basic_auth(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/basic-auth")
    wait = WebDriverWait(driver, 10)
    # The sandbox page sends the Authorization header from its form:
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-basic-auth-username-input"]'))).send_keys('admin')
    driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-basic-auth-password-input"]').send_keys('admin')
    driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-basic-auth-submit-button"]').click()
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # With the practice server (npm run start:network) the direct link shows the browser's own
    # sign-in dialog, which no WebDriver command can type into: put the credentials in the URL,
    #   driver.get('http://admin:admin@localhost:4180/api/v1/challenges/basic-auth')
    # #endregion
