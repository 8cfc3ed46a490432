import pytest
from selenium.common.exceptions import ElementClickInterceptedException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_hidden_layers(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/hidden-layers")
    wait = WebDriverWait(driver, 10)
    green = wait.until(EC.element_to_be_clickable((By.CSS_SELECTOR, '[data-testid="challenge-hidden-layers-green-button"]')))
    green.click()
    # the second click must fail: the blue button is on top (never a JavaScript click)
    with pytest.raises(ElementClickInterceptedException):
        green.click()
    driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-hidden-layers-blue-button"]').click()
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
