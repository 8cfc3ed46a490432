import re

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_hovers(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/hovers")
    wait = WebDriverWait(driver, 10)
    goal = wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-hovers-target"]'))).text
    n = re.search(r'user(\d)', goal).group(1)        # the goal names the user (drawn from the seed)
    figure = driver.find_element(By.CSS_SELECTOR, f'[data-testid="challenge-hovers-figure-{n}"]')
    ActionChains(driver).move_to_element(figure).perform()
    # the link is in the DOM all along, but hidden until the hover: wait until it is visible
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, f'[data-testid="challenge-hovers-link-{n}"]'))).click()
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
