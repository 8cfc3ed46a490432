from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_no_test_ids(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/no-test-ids")
    row = driver.find_element(By.XPATH, "//tr[td[normalize-space()='Grace Hopper']]")
    row.find_element(By.XPATH, ".//button[normalize-space()='Delete']").click()
    # #endregion
