import re

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_dynamic_table_en(driver, base_url):
    # #region en
    driver.get(f"{base_url}/challenges/dynamic-table")
    wait = WebDriverWait(driver, 10)
    table = wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[role=table][aria-label='Processes']")))
    headers = [h.text for h in table.find_elements(By.CSS_SELECTOR, "[role=columnheader]")]  # the order changes per seed

    def cell(process, metric):  # by row header and column header, never by position (Name, index 0, is the rowheader)
        row = table.find_element(By.XPATH, f".//*[@role='row'][*[@role='rowheader'][normalize-space()='{process}']]")
        return row.find_elements(By.CSS_SELECTOR, "[role=cell]")[headers.index(metric) - 1].text

    assert driver.find_element(By.CSS_SELECTOR, "[data-testid=challenge-dynamic-table-label]").text == f"Chrome CPU: {cell('Chrome', 'CPU')}"
    # The form asks for another cell, drawn from the seed: read the question (the input's label)
    question = driver.find_element(By.CSS_SELECTOR, "[data-testid=challenge-dynamic-table-form] label").text
    process, metric = re.fullmatch(r"Value of (.+) in the (.+) column", question).groups()
    driver.find_element(By.CSS_SELECTOR, "[data-testid=challenge-dynamic-table-answer-input]").send_keys(cell(process, metric))
    driver.find_element(By.CSS_SELECTOR, "[data-testid=challenge-dynamic-table-submit-button]").click()
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion


def test_dynamic_table_ko(driver, base_url):
    # #region ko
    driver.get(f"{base_url}/challenges/dynamic-table")
    wait = WebDriverWait(driver, 10)
    table = wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[role=table][aria-label='프로세스']")))
    headers = [h.text for h in table.find_elements(By.CSS_SELECTOR, "[role=columnheader]")]  # 순서는 시드마다 바뀝니다

    def cell(process, metric):  # 위치가 아니라 행 헤더와 열 헤더로(0번인 이름 열이 rowheader)
        row = table.find_element(By.XPATH, f".//*[@role='row'][*[@role='rowheader'][normalize-space()='{process}']]")
        return row.find_elements(By.CSS_SELECTOR, "[role=cell]")[headers.index(metric) - 1].text

    assert driver.find_element(By.CSS_SELECTOR, "[data-testid=challenge-dynamic-table-label]").text == f"Chrome CPU: {cell('Chrome', 'CPU')}"
    # 폼은 시드가 고른 다른 셀을 묻습니다: 질문(입력란의 라벨)을 읽으세요
    question = driver.find_element(By.CSS_SELECTOR, "[data-testid=challenge-dynamic-table-form] label").text
    metric, process = re.fullmatch(r"(.+) 열의 (.+) 값", question).groups()
    driver.find_element(By.CSS_SELECTOR, "[data-testid=challenge-dynamic-table-answer-input]").send_keys(cell(process, metric))
    driver.find_element(By.CSS_SELECTOR, "[data-testid=challenge-dynamic-table-submit-button]").click()
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
