from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_download(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/download")
    import os, tempfile, time
    from selenium import webdriver
    from selenium.webdriver.common.by import By

    download_dir = tempfile.mkdtemp()
    options = webdriver.ChromeOptions()
    options.add_experimental_option('prefs', {
        'download.default_directory': download_dir,
        'download.prompt_for_download': False,
    })
    driver = webdriver.Chrome(options=options)
    # ... sign in and open /challenges/download ...
    name = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-download-filename"]').text
    driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-download-link"]').click()
    path = os.path.join(download_dir, name)
    deadline = time.time() + 10
    while not os.path.exists(path) and time.time() < deadline:
        time.sleep(0.2)
    assert open(path).read().startswith('QA Playground download challenge')
    # #endregion
