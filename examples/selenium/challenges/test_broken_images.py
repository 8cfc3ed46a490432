from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_broken_images(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/broken-images")
    wait = WebDriverWait(driver, 10)
    images = (By.CSS_SELECTOR, "[data-testid=challenge-broken-images-images] img")
    wait.until(EC.visibility_of_element_located(images))
    # A broken image is displayed like any other; only its naturalWidth is 0, once it has settled (complete)
    settled = lambda d: all(d.execute_script("return arguments[0].complete", i) for i in d.find_elements(*images))
    wait.until(settled)
    broken = sum(1 for i in driver.find_elements(*images) if driver.execute_script("return arguments[0].naturalWidth", i) == 0)
    driver.find_element(By.CSS_SELECTOR, "[data-testid=challenge-broken-images-answer-input]").send_keys(str(broken))
    driver.find_element(By.CSS_SELECTOR, "[data-testid=challenge-broken-images-submit-button]").click()
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
