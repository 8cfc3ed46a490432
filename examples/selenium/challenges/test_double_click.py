from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_double_click(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/double-click")
    wait = WebDriverWait(driver, 10)
    button = wait.until(EC.element_to_be_clickable((By.CSS_SELECTOR, '[data-testid="challenge-double-click-button"]')))
    ActionChains(driver).double_click(button).perform()  # two click() calls are NOT a double click
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
