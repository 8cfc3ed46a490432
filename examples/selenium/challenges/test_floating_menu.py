from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_floating_menu(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/floating-menu")
    from selenium.webdriver.common.by import By
    driver.execute_script("window.scrollTo(0, document.body.scrollHeight)")
    menu = driver.find_element(By.CSS_SELECTOR, "[data-testid=challenge-floating-menu-menu]")
    rect = driver.execute_script("return arguments[0].getBoundingClientRect()", menu)
    assert 0 <= rect["top"] < driver.execute_script("return innerHeight")
    # #endregion
