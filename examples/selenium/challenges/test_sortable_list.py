from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_sortable_list(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/sortable-list")
    wait = WebDriverWait(driver, 10)
    target = wait.until(EC.presence_of_element_located(
        (By.CSS_SELECTOR, '[data-testid="challenge-sortable-list-target-order"]'))).get_attribute('data-order').split(',')
    items = (By.CSS_SELECTOR, '[data-testid="challenge-sortable-list-list"]')
    # Put each step in its place, from the top: drag it onto the step that holds that place now
    for place, step in enumerate(target):
        order = driver.find_element(*items).get_attribute('data-order').split(',')
        if order[place] == step:
            continue
        item = driver.find_element(By.CSS_SELECTOR, f'[data-testid="challenge-sortable-list-item-{step}"]')
        over = driver.find_element(By.CSS_SELECTOR, f'[data-testid="challenge-sortable-list-item-{order[place]}"]')
        # press, a small move to start the drag (dnd-kit waits for 5 px), then onto the other step, release
        ActionChains(driver).click_and_hold(item).move_by_offset(0, -10).move_to_element(over).release().perform()
        wait.until(EC.text_to_be_present_in_element_attribute(
            (By.CSS_SELECTOR, f'[data-testid="challenge-sortable-list-item-{step}"]'), 'data-index', str(place)))
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
