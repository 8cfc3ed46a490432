from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_dynamic_id(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/dynamic-id")
    # By.ID with a recorded value fails on the next load: match the visible text instead
    button = driver.find_element(By.XPATH, "//button[normalize-space()='Button with dynamic ID']")
    button.click()
    # #endregion
