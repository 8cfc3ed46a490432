from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_hidden_layers(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/hidden-layers")
    from selenium.webdriver.common.by import By
    from selenium.common.exceptions import ElementClickInterceptedException

    green = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-hidden-layers-green-button"]')
    green.click()
    try:
        green.click()
        raise AssertionError('the covered green button was clicked twice')
    except ElementClickInterceptedException:
        pass  # expected: the blue button is on top
    driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-hidden-layers-blue-button"]').click()
    # #endregion
