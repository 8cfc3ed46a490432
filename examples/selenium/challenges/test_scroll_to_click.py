from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_scroll_to_click(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/scroll-to-click")
    wait = WebDriverWait(driver, 10)
    button = wait.until(EC.presence_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-scroll-to-click-button"]')))
    button.click()   # click() scrolls the page and the box; ActionChains offsets and page coordinates do not
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
