from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_dynamic_table(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/dynamic-table")
    from selenium.webdriver.common.by import By
    headers = [h.text for h in driver.find_elements(By.CSS_SELECTOR, "[role=columnheader]")]
    col = headers.index("CPU")  # the Name column is index 0
    row = driver.find_element(By.XPATH, "//div[@role='row'][div[@role='rowheader']='Chrome']")
    cpu = row.find_elements(By.CSS_SELECTOR, "[role=cell]")[col - 1].text
    assert driver.find_element(By.CSS_SELECTOR, "[data-testid=challenge-dynamic-table-label]").text == f"Chrome CPU: {cpu}"
    # #endregion
