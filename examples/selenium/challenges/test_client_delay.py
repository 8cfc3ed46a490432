from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_client_delay(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/client-delay")
    driver.get(BASE + "/challenges/client-delay?delay=2000")
    driver.find_element(By.CSS_SELECTOR, "[data-testid='challenge-client-delay-trigger-button']").click()
    result = WebDriverWait(driver, 20).until(
        EC.element_to_be_clickable((By.CSS_SELECTOR, "[data-testid='challenge-client-delay-result']")))
    result.click()
    # #endregion
