from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_floating_menu(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/floating-menu")
    wait = WebDriverWait(driver, 10)
    menu = wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-testid=challenge-floating-menu-menu]")))
    driver.execute_script("window.scrollBy(0, 1000)")  # down into the long text
    rect = lambda el: driver.execute_script("return arguments[0].getBoundingClientRect()", el)
    # is_displayed() says nothing about where it is: the menu must sit at the top of the view
    assert 0 <= rect(menu)["top"] < 5
    # Use each item: its section's heading must end up in view, below the menu (not under it)
    for item in menu.find_elements(By.TAG_NAME, "a"):
        item.click()
        heading = driver.find_element(By.XPATH, f"//main//h3[normalize-space()='{item.text}']")
        wait.until(lambda d: rect(menu)["bottom"] <= rect(heading)["top"] < d.execute_script("return innerHeight"))
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
