from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_key_presses(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/key-presses")
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    field = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-key-presses-input"]')
    field.send_keys(Keys.TAB)
    # a combination: hold the modifier with key_down / key_up
    ActionChains(driver).click(field).key_down(Keys.SHIFT).send_keys('k').key_up(Keys.SHIFT).perform()
    # #endregion
