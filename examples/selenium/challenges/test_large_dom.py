from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_large_dom(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/large-dom")
    # One query instead of 2,000 find_element calls; avoid /html/body/div[1]/div[3]/... XPaths
    value = driver.execute_script("""
      const t = document.querySelector('[data-testid="challenge-large-dom-table"]');
      const col = [...t.tHead.rows[0].cells].findIndex(c => c.textContent === arguments[1]);
      const row = [...t.tBodies[0].rows].find(r => r.cells[0].textContent === arguments[0]);
      return row.cells[col].textContent;""", 'Row 23', 'Column 17')
    # #endregion
