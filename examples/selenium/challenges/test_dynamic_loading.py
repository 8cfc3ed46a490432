from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_dynamic_loading(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/dynamic-loading")
    driver.find_element(By.CSS_SELECTOR, "[data-testid='challenge-dynamic-loading-2-start-button']").click()
    finish = WebDriverWait(driver, 10).until(
        EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-testid='challenge-dynamic-loading-2-finish']")))
    assert finish.text == "Hello World!"
    # #endregion
