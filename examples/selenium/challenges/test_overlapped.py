from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_overlapped(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/overlapped")
    from selenium.webdriver.common.by import By

    name = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-overlapped-name-input"]')
    # name.click() -> ElementClickInterceptedException: the notice receives the click
    driver.execute_script('arguments[0].scrollIntoView({block: "start"})', name)
    name.click()
    name.send_keys('Grace Hopper')
    # #endregion
