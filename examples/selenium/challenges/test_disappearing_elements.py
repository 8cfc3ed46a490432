from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_disappearing_elements(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/disappearing-elements")
    wait = WebDriverWait(driver, 10)
    menu = (By.CSS_SELECTOR, "[data-testid='challenge-disappearing-elements-menu']")
    gallery = (By.CSS_SELECTOR, "[data-testid='challenge-disappearing-elements-item-gallery']")
    # find_elements returns an empty list instead of throwing (keep the implicit wait at 0):
    # reload (a new seed) while Gallery is missing, with a limit
    for _ in range(10):
        nav = wait.until(EC.visibility_of_element_located(menu))
        if nav.find_elements(*gallery):
            break
        driver.find_element(By.CSS_SELECTOR, "[data-testid='challenge-disappearing-elements-reload-button']").click()
        wait.until(EC.staleness_of(nav))
    wait.until(EC.element_to_be_clickable(gallery)).click()
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
