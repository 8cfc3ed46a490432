from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_notifications(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/notifications")
    wait = WebDriverWait(driver, 10)
    message_locator = (By.CSS_SELECTOR, '[data-testid="challenge-notifications-message"]')
    load_locator = (By.CSS_SELECTOR, '[data-testid="challenge-notifications-load-button"]')
    for _ in range(30):                               # a maximum, never an endless loop
        old = driver.find_elements(*message_locator)
        wait.until(EC.element_to_be_clickable(load_locator)).click()
        if old:
            wait.until(EC.staleness_of(old[0]))       # the old message is gone
        message = wait.until(EC.visibility_of_element_located(message_locator))
        if message.get_attribute('data-message') == 'success':
            break
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
