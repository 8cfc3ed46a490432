from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_upload(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/upload")
    import os
    from selenium.webdriver.common.by import By

    file_input = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-upload-input"]')
    file_input.send_keys(os.path.abspath('pixel.png'))   # never click it: that opens the OS dialog
    driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-upload-submit-button"]').click()
    # #endregion
