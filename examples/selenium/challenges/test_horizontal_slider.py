from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_horizontal_slider(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/horizontal-slider")
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    slider = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-horizontal-slider-input"]')
    slider.send_keys(Keys.HOME)
    for _ in range(7):                # 7 steps of 0.5 = 3.5
        slider.send_keys(Keys.ARROW_RIGHT)
    # #endregion
