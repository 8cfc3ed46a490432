from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_shadow_dom(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/shadow-dom")
    # Selenium 4: element.shadow_root (Python) / getShadowRoot() (Java); inside it, CSS selectors only
    outer = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-shadow-dom-outer-host"]').shadow_root
    inner = outer.find_element(By.CSS_SELECTOR, '[data-testid="challenge-shadow-dom-inner-host"]').shadow_root
    inner.find_element(By.CSS_SELECTOR, '[data-testid="challenge-shadow-dom-generate-button"]').click()
    guid = inner.find_element(By.CSS_SELECTOR, '[data-testid="challenge-shadow-dom-guid-input"]').get_attribute('value')
    driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-shadow-dom-answer-input"]').send_keys(guid)
    driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-shadow-dom-check-button"]').click()
    // Java: driver.findElement(By.cssSelector("[data-testid=challenge-shadow-dom-outer-host]")).getShadowRoot()
    # A closed root returns no shadow_root: it cannot be automated from outside.
    # #endregion
