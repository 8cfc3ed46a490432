"""The README's Selenium recipes, kept working: drag and drop with small moves, and file upload.

Same setup as first_test.py:  BASE_URL=http://localhost:4173 /usr/bin/python3 tests/examples/recipes_test.py
"""
import os
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

BASE_URL = os.environ.get("BASE_URL", "http://localhost:4173")


def test_id(value):
    return (By.CSS_SELECTOR, f'[data-testid="{value}"]')


options = webdriver.ChromeOptions()
options.binary_location = "/usr/bin/chromium"
for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,800"):
    options.add_argument(arg)
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
wait = WebDriverWait(driver, 10)
try:
    driver.get(f"{BASE_URL}/login")
    wait.until(EC.visibility_of_element_located(test_id("login-email-input"))).send_keys("demo@example.com")
    driver.find_element(*test_id("login-password-input")).send_keys("Demo1234!")
    driver.find_element(*test_id("login-submit-button")).click()
    wait.until(EC.url_contains("/dashboard"))
    driver.get(f"{BASE_URL}/playground")

    # Drag and drop: press, small moves, move to the target, release.
    item = wait.until(EC.visibility_of_element_located(test_id("playground-dnd-item-1")))
    zone = driver.find_element(*test_id("playground-dnd-dropzone"))
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", zone)
    actions = ActionChains(driver).move_to_element(item).click_and_hold()
    for _ in range(5):
        actions.move_by_offset(2, 2)
    actions.move_to_element(zone).move_by_offset(2, 2).release().perform()
    wait.until(EC.presence_of_element_located(test_id("playground-dnd-dropped-item-1")))

    # File upload: send the absolute path to the file input (never click it).
    path = os.path.join(tempfile.mkdtemp(), "notes.txt")
    with open(path, "w") as f:
        f.write("QA notes\n")
    driver.find_element(*test_id("playground-file-input")).send_keys(os.path.abspath(path))
    wait.until(EC.text_to_be_present_in_element(test_id("playground-file-name"), "Selected file: notes.txt"))
    print("recipes_test.py: passed (drag and drop, file upload)")
finally:
    driver.quit()
