from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_challenging_dom(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/challenging-dom")
    driver.find_element(By.XPATH, "//tr[td[normalize-space()='Phaedrum4']]//button[normalize-space()='edit']").click()
    driver.find_element(By.CSS_SELECTOR, ".button.success").click()  # not By.ID: ids change on every click
    # #endregion
