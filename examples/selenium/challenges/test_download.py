import os

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_download(driver, base_url, tmp_path):
    # The shared fixture's Chrome has no download directory: set one for this test through CDP
    # (or, when you create the driver, ChromeOptions prefs download.default_directory and
    # download.prompt_for_download=False).
    download_dir = str(tmp_path)
    driver.execute_cdp_cmd('Browser.setDownloadBehavior', {'behavior': 'allow', 'downloadPath': download_dir})
    # #region example
    driver.get(f"{base_url}/challenges/download")
    wait = WebDriverWait(driver, 10)
    name = wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-download-filename"]'))).text
    driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-download-link"]').click()
    # download_dir: the directory the browser saves to (see above)
    path = os.path.join(download_dir, name)
    # nothing in the page says the download is finished: wait for the file itself
    wait.until(lambda _: os.path.exists(path) and not os.path.exists(path + '.crdownload'))
    with open(path, encoding='utf-8') as file:
        last_line = file.read().rstrip().split('\n')[-1]
    assert driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-download-last-line"]').text == last_line
    # #endregion
