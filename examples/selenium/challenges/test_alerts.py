from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_alerts(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/alerts")
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions as EC
    from selenium.webdriver.support.ui import WebDriverWait

    wait = WebDriverWait(driver, 5)
    word = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-alerts-word"]').text

    driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-alerts-alert-button"]').click()
    wait.until(EC.alert_is_present())
    driver.switch_to.alert.accept()

    driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-alerts-confirm-button"]').click()
    wait.until(EC.alert_is_present())
    driver.switch_to.alert.dismiss()

    driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-alerts-prompt-button"]').click()
    prompt = wait.until(EC.alert_is_present())
    prompt.send_keys(word)
    prompt.accept()
    assert driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-alerts-result"]').text == f'You entered: {word}'
    # #endregion
