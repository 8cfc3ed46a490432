from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_class_attribute(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/class-attribute")
    # //button[@class='btn btn-primary'] breaks when the classes are reordered or added to
    driver.find_element(By.CSS_SELECTOR, "button.btn-primary").click()
    # XPath equivalent: //button[contains(concat(' ', normalize-space(@class), ' '), ' btn-primary ')]
    # #endregion
