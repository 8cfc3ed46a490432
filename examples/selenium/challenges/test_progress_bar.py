from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_progress_bar(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/progress-bar")
    wait = WebDriverWait(driver, 10)
    wait.until(EC.element_to_be_clickable((By.CSS_SELECTOR, "[data-testid='challenge-progress-bar-start-button']"))).click()
    bar = driver.find_element(By.CSS_SELECTOR, "[data-testid='challenge-progress-bar-bar']")
    # Found before the race: once the bar is there, the click is the only command left
    stop = driver.find_element(By.CSS_SELECTOR, "[data-testid='challenge-progress-bar-stop-button']")
    # A short polling interval: the bar moves 1 % every 200 ms, and 73-77 % counts.
    # Each WebDriver command takes time (more on a busy machine), so stop one step early
    WebDriverWait(driver, 30, poll_frequency=0.02).until(lambda d: int(bar.get_attribute("aria-valuenow")) >= 74)
    stop.click()
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
