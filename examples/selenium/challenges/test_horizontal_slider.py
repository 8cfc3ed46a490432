import re

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait
from selenium.webdriver.common.keys import Keys


def test_horizontal_slider(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/horizontal-slider")
    wait = WebDriverWait(driver, 10)
    goal = wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-horizontal-slider-target"]'))).text
    value = re.search(r'\d(\.5)?', goal).group(0)    # the goal names the value (drawn from the seed)
    slider = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-horizontal-slider-input"]')
    slider.send_keys(Keys.HOME)                      # 0, whatever it was
    for _ in range(int(float(value) / 0.5)):         # one step of 0.5 per arrow key
        slider.send_keys(Keys.ARROW_RIGHT)
    wait.until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, '[data-testid="challenge-horizontal-slider-value"]'), value))
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
