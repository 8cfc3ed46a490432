import re

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_overlapped(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/overlapped")
    wait = WebDriverWait(driver, 10)
    goal = wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-overlapped-target"]'))).text
    wanted = re.search(r'"(.+)"', goal).group(1)     # the name to type, in quotes (drawn from the seed)
    name = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-overlapped-name-input"]')
    # name.click() here -> ElementClickInterceptedException: the notice receives the click
    driver.execute_script('arguments[0].scrollIntoView({block: "start"})', name)   # scroll it inside the box
    wait.until(EC.element_to_be_clickable(name)).click()
    name.send_keys(wanted)
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
