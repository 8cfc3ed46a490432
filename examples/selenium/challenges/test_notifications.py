from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_notifications(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/notifications")
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions as EC
    from selenium.webdriver.support.ui import WebDriverWait

    wait = WebDriverWait(driver, 5)
    message_locator = (By.CSS_SELECTOR, '[data-testid="challenge-notifications-message"]')
    for _ in range(20):
        driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-notifications-load-button"]').click()
        message = wait.until(EC.visibility_of_element_located(message_locator))
        if message.get_attribute('data-message') == 'success':
            break
    # #endregion
