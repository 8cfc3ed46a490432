from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_exit_intent(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/exit-intent")
    wait = WebDriverWait(driver, 10)
    # Armed: the page listens for the mouse now
    wait.until(EC.text_to_be_present_in_element_attribute((By.CSS_SELECTOR, "[data-testid=challenge-exit-intent-status]"), "data-state", "waiting"))
    # ActionChains cannot leave the window (MoveTargetOutOfBoundsException): dispatch the event the page listens for
    driver.execute_script("document.documentElement.dispatchEvent(new MouseEvent('mouseleave', { clientY: -1 }))")
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[role=dialog]")))
    wait.until(EC.element_to_be_clickable((By.CSS_SELECTOR, "[data-testid=challenge-exit-intent-close-button]"))).click()
    wait.until(EC.invisibility_of_element_located((By.CSS_SELECTOR, "[role=dialog]")))
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
