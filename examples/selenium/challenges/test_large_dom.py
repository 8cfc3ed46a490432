import re

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_large_dom(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/large-dom")
    wait = WebDriverWait(driver, 10)
    # The task names a row header and a column header (seeded): read both from it
    task = wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-large-dom-task"]'))).text
    row_name, col_name = re.search(r"(\S+ \d+), (\S+ \d+)", task).groups()
    # One query instead of 2,000 find_element calls; avoid /html/body/div[1]/div[3]/... XPaths
    value = driver.execute_script("""
      const t = document.querySelector('[data-testid="challenge-large-dom-table"]');
      const col = [...t.tHead.rows[0].cells].findIndex(c => c.textContent === arguments[1]);
      const row = [...t.tBodies[0].rows].find(r => r.cells[0].textContent === arguments[0]);
      return row.cells[col].textContent;""", row_name, col_name)
    driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-large-dom-answer-input"]').send_keys(value)
    driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-large-dom-check-button"]').click()
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
