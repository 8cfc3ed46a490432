from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait
from selenium.webdriver.common.keys import Keys


def test_sortable_list(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/sortable-list")
    wait = WebDriverWait(driver, 10)
    target = wait.until(EC.presence_of_element_located(
        (By.CSS_SELECTOR, '[data-testid="challenge-sortable-list-target-order"]'))).get_attribute('data-order').split(',')
    items = (By.CSS_SELECTOR, '[data-testid="challenge-sortable-list-list"]')
    # Put each step in its place, from the top: keyboard (focus, Space, arrows, Space), no pixel offsets
    for place, step in enumerate(target):
        start = driver.find_element(*items).get_attribute('data-order').split(',').index(step)
        if start == place:
            continue
        item = driver.find_element(By.CSS_SELECTOR, f'[data-testid="challenge-sortable-list-item-{step}"]')
        actions = ActionChains(driver).click(item).send_keys(Keys.SPACE)    # pick up
        for _ in range(start - place):
            actions.send_keys(Keys.ARROW_UP)                                   # one place up
        actions.send_keys(Keys.SPACE).perform()                                # drop
        wait.until(EC.text_to_be_present_in_element_attribute(
            (By.CSS_SELECTOR, f'[data-testid="challenge-sortable-list-item-{step}"]'), 'data-index', str(place)))
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
