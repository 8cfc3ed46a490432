from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_context_menu(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/context-menu")
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.action_chains import ActionChains

    spot = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-context-menu-hotspot"]')
    ActionChains(driver).context_click(spot).perform()
    # With the native alert on: switch to it first, or every next command fails
    # (UnexpectedAlertPresentException)
    # driver.switch_to.alert.accept()
    driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-context-menu-item-share"]').click()
    # #endregion
