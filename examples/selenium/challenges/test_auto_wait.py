from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_auto_wait(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/auto-wait")
    wait = WebDriverWait(driver, 10)
    # Take one state away for 3 s: the target button is disabled meanwhile
    wait.until(EC.element_to_be_clickable((By.CSS_SELECTOR, "[data-testid='challenge-auto-wait-state-enabled']"))).click()
    driver.find_element(By.CSS_SELECTOR, "[data-testid='challenge-auto-wait-apply-3']").click()
    # Selenium acts at once: wait for the state yourself (element_to_be_clickable: visible and enabled)
    WebDriverWait(driver, 11).until(
        EC.element_to_be_clickable((By.CSS_SELECTOR, "[data-testid='challenge-auto-wait-target']"))).click()
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
