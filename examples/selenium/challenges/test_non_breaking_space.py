from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_non_breaking_space(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/non-breaking-space")
    # //button[text()='My Button'] finds nothing: the space is U+00A0. normalize-space() does not help either;
    # match the character itself, or a part of the text
    driver.find_element(By.XPATH, "//button[text()='My\u00a0Button']").click()
    driver.find_element(By.XPATH, "//button[contains(., 'My') and contains(., 'Button')]").click()
    # #endregion
