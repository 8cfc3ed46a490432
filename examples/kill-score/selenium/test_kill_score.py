"""A small Selenium (Python) suite to measure with `npm run kill-score` (README "Kill score").

It reads the server's address from BASE_URL (kill-score sets it). Run as CI runs it
(examples/kill-score/commands.sh), with Debian's chromium, chromium-driver and python3-selenium:
    npm run kill-score -- --cmd "/usr/bin/python3 -m pytest -q examples/kill-score/selenium" --bugs ...
"""
import os

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

BASE_URL = os.environ.get("BASE_URL", "http://localhost:8080").rstrip("/")


def by_test_id(value):
    return (By.CSS_SELECTOR, f'[data-testid="{value}"]')


@pytest.fixture(scope="module")
def driver():
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,900", "--lang=en-US"):
        options.add_argument(arg)
    browser = webdriver.Chrome(service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")), options=options)
    yield browser
    browser.quit()


# #region example
@pytest.fixture(scope="module")
def signed_in(driver):
    wait = WebDriverWait(driver, 10)
    driver.get(f"{BASE_URL}/login")
    wait.until(EC.visibility_of_element_located(by_test_id("login-email-input"))).send_keys("demo@example.com")
    driver.find_element(*by_test_id("login-password-input")).send_keys("Demo1234!")
    driver.find_element(*by_test_id("login-submit-button")).click()
    wait.until(EC.url_contains("/dashboard"))
    return driver


def test_counter_counts_up_and_down_by_one(signed_in):
    wait = WebDriverWait(signed_in, 10)
    signed_in.get(f"{BASE_URL}/playground")
    increment = wait.until(EC.element_to_be_clickable(by_test_id("playground-counter-increment")))
    increment.click()
    increment.click()
    signed_in.find_element(*by_test_id("playground-counter-decrement")).click()
    assert wait.until(EC.text_to_be_present_in_element(by_test_id("playground-counter-value"), "1"))
    assert signed_in.find_element(*by_test_id("playground-counter-value")).text == "1"


def test_shop_total_equals_subtotal_without_coupon(signed_in):
    wait = WebDriverWait(signed_in, 10)
    signed_in.get(f"{BASE_URL}/qa/ecommerce")
    total = wait.until(EC.visibility_of_element_located(by_test_id("shop-total")))
    subtotal = signed_in.find_element(*by_test_id("shop-subtotal"))
    assert total.text == subtotal.text
# #endregion
