from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_scroll_to_click(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/scroll-to-click")
    from selenium.webdriver.common.by import By

    button = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-scroll-to-click-button"]')
    # click() scrolls it into view; ActionChains.move_by_offset / page coordinates do not
    driver.execute_script('arguments[0].scrollIntoView({block: "center", inline: "center"})', button)
    button.click()
    # #endregion
