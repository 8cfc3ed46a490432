from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_sortable_tables_en(driver, base_url):
    # #region en
    driver.get(f"{base_url}/challenges/sortable-tables")
    wait = WebDriverWait(driver, 10)
    # No id, class or test id: the table by its caption, the column by its header text
    table = wait.until(EC.visibility_of_element_located((By.XPATH, "//table[caption='Example 2']")))
    due = table.find_element(By.XPATH, ".//th[normalize-space()='Due']")
    due.find_element(By.TAG_NAME, "button").click()  # the first click sorts ascending …
    wait.until(lambda d: due.get_attribute("aria-sort") == "ascending")
    due.find_element(By.TAG_NAME, "button").click()  # … the second, descending
    wait.until(lambda d: due.get_attribute("aria-sort") == "descending")
    # Check the order as numbers ("$100.00" comes before "$50.00" as text)
    col = [th.text for th in table.find_elements(By.CSS_SELECTOR, "thead th")].index("Due") + 1
    values = [float(td.text.replace("$", "")) for td in table.find_elements(By.CSS_SELECTOR, f"tbody td:nth-child({col})")]
    assert values == sorted(values, reverse=True)
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion


def test_sortable_tables_ko(driver, base_url):
    # #region ko
    driver.get(f"{base_url}/challenges/sortable-tables")
    wait = WebDriverWait(driver, 10)
    # id, 클래스, 테스트 id가 없습니다: 표는 캡션으로, 열은 헤더 텍스트로 찾으세요
    table = wait.until(EC.visibility_of_element_located((By.XPATH, "//table[caption='예시 2']")))
    due = table.find_element(By.XPATH, ".//th[normalize-space()='납부액']")
    due.find_element(By.TAG_NAME, "button").click()  # 첫 클릭은 오름차순 …
    wait.until(lambda d: due.get_attribute("aria-sort") == "ascending")
    due.find_element(By.TAG_NAME, "button").click()  # … 두 번째는 내림차순
    wait.until(lambda d: due.get_attribute("aria-sort") == "descending")
    # 순서는 숫자로 확인합니다(텍스트로는 "$100.00"이 "$50.00"보다 앞)
    col = [th.text for th in table.find_elements(By.CSS_SELECTOR, "thead th")].index("납부액") + 1
    values = [float(td.text.replace("$", "")) for td in table.find_elements(By.CSS_SELECTOR, f"tbody td:nth-child({col})")]
    assert values == sorted(values, reverse=True)
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
