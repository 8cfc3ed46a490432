"""The README's Selenium recipes (the regions below): drag and drop with small moves, and file upload."""
import os
import tempfile

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def by_test_id(value):
    return (By.CSS_SELECTOR, f'[data-testid="{value}"]')


def sign_in(driver, base_url):
    wait = WebDriverWait(driver, 10)
    driver.get(f"{base_url}/login")
    wait.until(EC.visibility_of_element_located(by_test_id("login-email-input"))).send_keys("demo@example.com")
    driver.find_element(*by_test_id("login-password-input")).send_keys("Demo1234!")
    driver.find_element(*by_test_id("login-submit-button")).click()
    wait.until(EC.url_contains("/dashboard"))
    return wait


def test_drag_and_drop(driver, base_url):
    wait = sign_in(driver, base_url)
    driver.get(f"{base_url}/playground")
    wait.until(EC.visibility_of_element_located(by_test_id("playground-dnd-item-1")))
    # #region drag
    from selenium.webdriver.common.action_chains import ActionChains

    item = driver.find_element(*by_test_id("playground-dnd-item-1"))
    zone = driver.find_element(*by_test_id("playground-dnd-dropzone"))
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", zone)
    actions = ActionChains(driver).move_to_element(item).click_and_hold()
    for _ in range(5):
        actions.move_by_offset(2, 2)
    actions.move_to_element(zone).move_by_offset(2, 2).release().perform()
    wait.until(EC.presence_of_element_located(by_test_id("playground-dnd-dropped-item-1")))
    # #endregion


def test_file_upload(driver, base_url):
    wait = sign_in(driver, base_url)
    driver.get(f"{base_url}/playground")
    wait.until(EC.presence_of_element_located(by_test_id("playground-file-input")))
    os.chdir(tempfile.mkdtemp())
    with open("notes.txt", "w") as f:
        f.write("QA notes\n")
    # #region upload
    driver.find_element(*by_test_id("playground-file-input")).send_keys(os.path.abspath("notes.txt"))
    wait.until(EC.text_to_be_present_in_element(by_test_id("playground-file-name"), "notes.txt"))
    # #endregion
