from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_sortable_list(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/sortable-list")
    wait = WebDriverWait(driver, 10)
    target = wait.until(EC.presence_of_element_located(
        (By.CSS_SELECTOR, '[data-testid="challenge-sortable-list-target-order"]'))).get_attribute('data-order').split(',')
    items = (By.CSS_SELECTOR, '[data-testid="challenge-sortable-list-list"]')
    # Put each step in its place, from the top, with the keyboard: Space picks it up, one ARROW_UP
    # per place, Space drops it, all in one send_keys (no pauses needed)
    for place, step in enumerate(target):
        start = driver.find_element(*items).get_attribute('data-order').split(',').index(step)
        if start == place:
            continue
        item = driver.find_element(By.CSS_SELECTOR, f'[data-testid="challenge-sortable-list-item-{step}"]')
        item.send_keys(Keys.SPACE, *[Keys.ARROW_UP] * (start - place), Keys.SPACE)
        wait.until(EC.text_to_be_present_in_element_attribute(
            (By.CSS_SELECTOR, f'[data-testid="challenge-sortable-list-item-{step}"]'), 'data-index', str(place)))
    # With the mouse, ActionChains(driver).drag_and_drop(item, other_item) works too
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
