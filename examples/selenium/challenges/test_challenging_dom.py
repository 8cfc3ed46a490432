import re

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_challenging_dom(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/challenging-dom")
    wait = WebDriverWait(driver, 10)
    # The task names the row (seeded): read the Diceret value from it
    task = wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-challenging-dom-task"]')))
    value = re.search(r"Phaedrum\d", task.text).group()
    # From the cell to its row's edit button; never //tr[5]/td[7] (the rows are shuffled)
    driver.find_element(By.XPATH, f"//tr[td[normalize-space()='{value}']]//button[normalize-space()='edit']").click()
    # The three buttons: by their stable class (.button.success), never by id (ids change on every click)
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
