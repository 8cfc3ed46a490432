from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_infinite_scroll(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/infinite-scroll")
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait
    P = (By.CSS_SELECTOR, "[data-testid=challenge-infinite-scroll-paragraph]")
    while len(driver.find_elements(*P)) < 20:
        n = len(driver.find_elements(*P))
        driver.execute_script("arguments[0].scrollIntoView()", driver.find_elements(*P)[-1])
        WebDriverWait(driver, 5).until(lambda d: len(d.find_elements(*P)) > n)
    # #endregion
