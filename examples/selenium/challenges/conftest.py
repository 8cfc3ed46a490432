"""The challenges need a signed-in user: each browser signs in once as the demo user, and before each
test everything but the sign-in is reset (other tabs, cookies, session storage, the rest of local storage)."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from browser_reset import fresh_visitor, reset_tabs

# What a signed-in visitor keeps: the tokens, the user, the language; the sandbox's data stays in IndexedDB.
KEEP = ("access_token", "refresh_token", "user", "auth-storage", "i18nextLng", "language")
_signed_in = set()


def _sign_in(driver, base_url):
    driver.get(f"{base_url}/login")
    wait = WebDriverWait(driver, 30)
    # A new browser profile installs the sandbox's service worker first: wait until it answers
    wait.until(lambda d: d.execute_script("return window.__sandboxReady ? window.__sandboxReady.then(() => true) : false"))
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="login-email-input"]'))).send_keys("demo@example.com")
    driver.find_element(By.CSS_SELECTOR, '[data-testid="login-password-input"]').send_keys("Demo1234!")
    driver.find_element(By.CSS_SELECTOR, '[data-testid="login-submit-button"]').click()
    wait.until(EC.url_contains("/dashboard"))


@pytest.fixture
def driver(browser, base_url):
    reset_tabs(browser)
    if id(browser) not in _signed_in:
        # Start from a new visitor: an earlier test may have left this browser signed in (or signed out)
        fresh_visitor(browser, base_url)
        _sign_in(browser, base_url)
        _signed_in.add(id(browser))
    else:
        browser.get(f"{base_url}/favicon.svg")
        browser.delete_all_cookies()
        browser.execute_script(
            "sessionStorage.clear();"
            "for (const key of Object.keys(localStorage)) if (!arguments[0].includes(key)) localStorage.removeItem(key)",
            list(KEEP),
        )
        # Now and then the stored sign-in is gone by the time the next example starts (README, "CI time":
        # under investigation); the example then gets a fresh sign-in instead of the login page.
        if not browser.execute_script("return !!(localStorage.getItem('access_token') || localStorage.getItem('refresh_token'))"):
            _sign_in(browser, base_url)
    yield browser
