from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_broken_images(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/broken-images")
    from selenium.webdriver.common.by import By
    imgs = driver.find_elements(By.CSS_SELECTOR, "[data-testid=challenge-broken-images-images] img")
    broken = [i for i in imgs if not driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", i)]
    # #endregion
