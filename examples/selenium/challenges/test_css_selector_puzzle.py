from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_css_selector_puzzle(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/css-selector-puzzle")
    board = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-css-selector-puzzle-board"]')
    items = board.find_elements(By.CSS_SELECTOR, 'article:nth-of-type(2) li:last-child')
    # #endregion
