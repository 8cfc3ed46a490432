from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_class_attribute(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/class-attribute")
    wait = WebDriverWait(driver, 10)
    # //button[@class='btn btn-primary'] breaks when the classes are reordered or added to
    wait.until(EC.element_to_be_clickable((By.CSS_SELECTOR, "button.btn-primary"))).click()
    # XPath equivalent: //button[contains(concat(' ', normalize-space(@class), ' '), ' btn-primary ')]
    status = (By.CSS_SELECTOR, '[data-testid="challenge-class-attribute-status"]')
    wait.until(EC.text_to_be_present_in_element_attribute(status, "data-solved", "true"))
    # #endregion
