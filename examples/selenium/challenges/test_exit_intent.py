from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_exit_intent(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/exit-intent")
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait
    from selenium.webdriver.support import expected_conditions as EC
    # ActionChains cannot leave the window (MoveTargetOutOfBoundsException): dispatch the event
    driver.execute_script("document.documentElement.dispatchEvent(new MouseEvent('mouseleave', { clientY: -1 }))")
    WebDriverWait(driver, 5).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-testid=challenge-exit-intent-modal]")))
    # #endregion
