from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_alerts(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/alerts")
    wait = WebDriverWait(driver, 10)
    word = wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-alerts-word"]'))).text

    driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-alerts-alert-button"]').click()
    wait.until(EC.alert_is_present()).accept()

    driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-alerts-confirm-button"]').click()
    wait.until(EC.alert_is_present()).dismiss()  # Cancel

    driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-alerts-prompt-button"]').click()
    prompt = wait.until(EC.alert_is_present())
    prompt.send_keys(word)
    prompt.accept()
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
