from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_sortable_list(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/sortable-list")
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    item = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-sortable-list-item-ship"]')
    # keyboard: focus, Space, arrows, Space
    ActionChains(driver).click(item).send_keys(Keys.SPACE).send_keys(Keys.ARROW_UP).send_keys(Keys.SPACE).perform()
    # mouse: press, move in small steps (pointer events fire), release
    other = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-sortable-list-item-plan"]')
    ActionChains(driver).click_and_hold(item).move_by_offset(0, -10).move_to_element(other).release().perform()
    # #endregion
