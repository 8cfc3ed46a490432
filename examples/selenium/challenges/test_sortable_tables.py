from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_sortable_tables(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/sortable-tables")
    from selenium.webdriver.common.by import By
    table = driver.find_element(By.XPATH, "//table[caption='Example 2']")
    headers = [th.text for th in table.find_elements(By.CSS_SELECTOR, "thead th")]
    col = headers.index("Due") + 1
    due = table.find_element(By.XPATH, ".//th[normalize-space()='Due']/button")
    due.click(); due.click()
    values = [float(td.text[1:]) for td in table.find_elements(By.CSS_SELECTOR, f"tbody td:nth-child({col})")]
    assert values == sorted(values, reverse=True)
    # #endregion
