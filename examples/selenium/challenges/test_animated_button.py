from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_animated_button(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/animated-button")
    driver.find_element(By.CSS_SELECTOR, "[data-testid='challenge-animated-button-start-button']").click()
    target = driver.find_element(By.CSS_SELECTOR, "[data-testid='challenge-animated-button-target']")
    WebDriverWait(driver, 10).until(lambda d: "spin" not in target.get_attribute("class"))
    target.click()
    # #endregion
