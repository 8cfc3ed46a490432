from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_infinite_scroll(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/infinite-scroll")
    wait = WebDriverWait(driver, 10)
    P = (By.CSS_SELECTOR, "[data-testid=challenge-infinite-scroll-paragraph]")
    wait.until(EC.visibility_of_element_located(P))
    while len(driver.find_elements(*P)) < 20:
        n = len(driver.find_elements(*P))
        driver.execute_script("arguments[0].scrollIntoView()", driver.find_elements(*P)[-1])
        wait.until(lambda d: len(d.find_elements(*P)) > n)  # wait for the next one
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
