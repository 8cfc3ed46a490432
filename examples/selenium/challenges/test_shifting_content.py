from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_shifting_content_en(driver, base_url):
    # #region en
    driver.get(f"{base_url}/challenges/shifting-content")
    wait = WebDriverWait(driver, 10)
    # By its text, wherever the menu puts it; never click by offset (ActionChains move_by_offset)
    gallery = (By.XPATH, "//nav[@aria-label='Shifting menu']//button[normalize-space()='Gallery']")
    wait.until(EC.element_to_be_clickable(gallery)).click()
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion


def test_shifting_content_ko(driver, base_url):
    # #region ko
    driver.get(f"{base_url}/challenges/shifting-content")
    wait = WebDriverWait(driver, 10)
    # 메뉴가 어디로 움직여도 텍스트로 찾으세요. 좌표로 누르지 마세요(ActionChains move_by_offset)
    gallery = (By.XPATH, "//nav[@aria-label='움직이는 메뉴']//button[normalize-space()='갤러리']")
    wait.until(EC.element_to_be_clickable(gallery)).click()
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
