import re

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_context_menu(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/context-menu")
    wait = WebDriverWait(driver, 10)
    goal = wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-context-menu-target"]'))).text
    item = re.search(r'"(.+)"', goal).group(1)       # the item, in quotes (in the page's language)
    spot = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-context-menu-hotspot"]')
    ActionChains(driver).context_click(spot).perform()
    # With the native alert on: accept it first, or every next command raises
    # UnexpectedAlertPresentException:  wait.until(EC.alert_is_present()).accept()
    wait.until(EC.element_to_be_clickable((By.XPATH, f'//*[@role="menuitem"][normalize-space()="{item}"]'))).click()
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
