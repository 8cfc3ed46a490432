from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_shifting_content(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/shifting-content")
    driver.get(BASE + "/challenges/shifting-content?mode=random&seed=4242")
    driver.find_element(By.XPATH, "//nav[@aria-label='Shifting menu']//button[normalize-space()='Gallery']").click()
    # #endregion
