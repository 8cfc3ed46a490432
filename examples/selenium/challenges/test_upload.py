from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_upload(driver, base_url, tmp_path):
    # #region example
    driver.get(f"{base_url}/challenges/upload")
    wait = WebDriverWait(driver, 10)
    pdf = tmp_path / 'notes.pdf'                    # pytest's tmp_path: a file to upload
    pdf.write_bytes(b'%PDF-1.4\n%%EOF\n')
    file_input = wait.until(EC.presence_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-upload-input"]')))
    file_input.send_keys(str(pdf))                  # an absolute path; never click it: that opens the OS dialog
    wait.until(EC.element_to_be_clickable((By.CSS_SELECTOR, '[data-testid="challenge-upload-submit-button"]'))).click()
    wait.until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, '[data-testid="challenge-upload-result"]'), 'notes.pdf'))
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
