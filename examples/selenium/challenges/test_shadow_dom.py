from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_shadow_dom(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/shadow-dom")
    wait = WebDriverWait(driver, 10)
    # Selenium 4: element.shadow_root, once per level; inside a shadow root, CSS selectors only
    host = wait.until(EC.presence_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-shadow-dom-outer-host"]')))
    outer = host.shadow_root
    inner = outer.find_element(By.CSS_SELECTOR, '[data-testid="challenge-shadow-dom-inner-host"]').shadow_root
    inner.find_element(By.CSS_SELECTOR, '[data-testid="challenge-shadow-dom-generate-button"]').click()
    field = inner.find_element(By.CSS_SELECTOR, '[data-testid="challenge-shadow-dom-guid-input"]')
    guid = wait.until(lambda d: field.get_attribute("value"))
    driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-shadow-dom-answer-input"]').send_keys(guid)
    driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-shadow-dom-check-button"]').click()
    # A closed root returns no shadow_root: it cannot be automated from outside.
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
