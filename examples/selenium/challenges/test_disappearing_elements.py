from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_disappearing_elements(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/disappearing-elements")
    driver.implicitly_wait(0)
    for _ in range(10):
        items = driver.find_elements(By.CSS_SELECTOR, "[data-testid='challenge-disappearing-elements-item-gallery']")
        if items:
            items[0].click()
            break
        driver.find_element(By.CSS_SELECTOR, "[data-testid='challenge-disappearing-elements-reload-button']").click()
        WebDriverWait(driver, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, "[data-testid='challenge-disappearing-elements-menu']")))
    # #endregion
