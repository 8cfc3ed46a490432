from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_frames(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/frames")
    wait = WebDriverWait(driver, 10)
    # Nested frames: switch one level at a time
    wait.until(EC.frame_to_be_available_and_switch_to_it((By.CSS_SELECTOR, '[data-testid="challenge-frames-top-frame"]')))
    driver.switch_to.frame('frame-left')            # a frame by its name
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-frames-left-text"]')))
    driver.switch_to.default_content()              # back to the page, all levels up

    phrase = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-frames-target"]').text
    driver.switch_to.frame(driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-frames-editor-frame"]'))
    editor = wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-frames-editor"]')))
    editor.clear()
    editor.send_keys(phrase)
    driver.switch_to.default_content()
    driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-frames-submit-button"]').click()
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
