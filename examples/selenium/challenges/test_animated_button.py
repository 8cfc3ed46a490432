from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_animated_button(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/animated-button")
    wait = WebDriverWait(driver, 10)
    wait.until(EC.element_to_be_clickable((By.CSS_SELECTOR, "[data-testid='challenge-animated-button-start-button']"))).click()
    target = driver.find_element(By.CSS_SELECTOR, "[data-testid='challenge-animated-button-target']")
    # Wait for the class to go: a click during the animation lands too early
    wait.until(lambda d: "spin" not in target.get_attribute("class"))
    target.click()
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
