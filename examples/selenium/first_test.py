"""Your first Selenium test in Python (the README's "Your first test").

Logs in to the sandbox as the demo user, then uses the component playground's counter.
Needs the app served (npm run build && npm run preview) and Debian's chromium, chromium-driver
and python3-selenium:  BASE_URL=http://localhost:4173 /usr/bin/python3 examples/selenium/first_test.py
"""
# #region readme
import os

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

BASE_URL = os.environ.get("BASE_URL", "http://localhost:4173")


def by_test_id(value):
    return (By.CSS_SELECTOR, f'[data-testid="{value}"]')


options = webdriver.ChromeOptions()
options.binary_location = "/usr/bin/chromium"
for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,800"):
    options.add_argument(arg)
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
wait = WebDriverWait(driver, 10)
try:
    driver.get(f"{BASE_URL}/login")
    wait.until(EC.visibility_of_element_located(by_test_id("login-email-input"))).send_keys("demo@example.com")
    driver.find_element(*by_test_id("login-password-input")).send_keys("Demo1234!")
    driver.find_element(*by_test_id("login-submit-button")).click()
    wait.until(EC.url_contains("/dashboard"))

    driver.get(f"{BASE_URL}/playground")
    increment = wait.until(EC.element_to_be_clickable(by_test_id("playground-counter-increment")))
    increment.click()
    increment.click()
    wait.until(EC.text_to_be_present_in_element(by_test_id("playground-counter-value"), "2"))
finally:
    driver.quit()
# #endregion
