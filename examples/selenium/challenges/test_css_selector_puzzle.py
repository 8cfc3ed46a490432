from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_css_selector_puzzle_en(driver, base_url):
    # #region en
    # Structural selectors for the puzzles the page asks in words (one per seed)
    selectors = {
        "second item of every list": "li:nth-child(2)",
        "last item of the second list": "article:nth-of-type(2) li:last-child",
        "first item of the numbered list": "ol > li:first-child",
        "last child of their block": "article > p:last-child",
        "except their first items": "ul > li + li",
    }
    driver.get(f"{base_url}/challenges/css-selector-puzzle")
    wait = WebDriverWait(driver, 10)
    task = wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-css-selector-puzzle-task"]'))).text
    selector = next(s for words, s in selectors.items() if words in task)
    # find_elements on the board searches inside it only
    board = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-css-selector-puzzle-board"]')
    assert board.find_elements(By.CSS_SELECTOR, selector)
    driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-css-selector-puzzle-selector-input"]').send_keys(selector)
    driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-css-selector-puzzle-check-button"]').click()
    result = (By.CSS_SELECTOR, '[data-testid="challenge-css-selector-puzzle-result"]')
    wait.until(EC.text_to_be_present_in_element_attribute(result, "data-verdict", "match"))
    # #endregion


def test_css_selector_puzzle_ko(driver, base_url):
    # #region ko
    # 페이지가 말로 묻는 퍼즐(시드마다 하나)에 맞는 구조적 선택자
    selectors = {
        "모든 목록의 두 번째 항목": "li:nth-child(2)",
        "두 번째 목록의 마지막 항목": "article:nth-of-type(2) li:last-child",
        "번호 목록의 첫 항목": "ol > li:first-child",
        "마지막 자식인 문단": "article > p:last-child",
        "첫 항목을 뺀 모든 항목": "ul > li + li",
    }
    driver.get(f"{base_url}/challenges/css-selector-puzzle")
    wait = WebDriverWait(driver, 10)
    task = wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-css-selector-puzzle-task"]'))).text
    selector = next(s for words, s in selectors.items() if words in task)
    # 보드에서 find_elements를 부르면 보드 안만 찾습니다
    board = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-css-selector-puzzle-board"]')
    assert board.find_elements(By.CSS_SELECTOR, selector)
    driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-css-selector-puzzle-selector-input"]').send_keys(selector)
    driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-css-selector-puzzle-check-button"]').click()
    result = (By.CSS_SELECTOR, '[data-testid="challenge-css-selector-puzzle-result"]')
    wait.until(EC.text_to_be_present_in_element_attribute(result, "data-verdict", "match"))
    # #endregion
