from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_non_breaking_space(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/non-breaking-space")
    wait = WebDriverWait(driver, 10)
    # //button[text()='My Button'] finds nothing: the space is U+00A0. normalize-space() does not help either;
    # match the character itself (or a part of the text: contains(., 'My') and contains(., 'Button'))
    wait.until(EC.element_to_be_clickable((By.XPATH, "//button[text()='My\u00a0Button']"))).click()
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
