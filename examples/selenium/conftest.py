"""pytest fixtures for the Selenium (Python) examples the guides show.

Run them against the sandbox build (npm run build && npm run preview):

    BASE_URL=http://localhost:4173 python3 -m pytest examples/selenium

Each example receives `driver` (a headless Chromium) and `base_url`. A test runs in English and in
Korean unless its name ends in `_en` or `_ko` (an example that names the page's texts is written once
per language); an example whose file names no page text at all (only test ids, CSS and URLs) reads
the same page in every language and runs in English only. One browser per language serves the whole run; before each test its tabs, cookies and
storage are reset, so every example starts like a new visitor (the sandbox seeds fresh data).
"""
import inspect
import os
import re

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

from browser_reset import fresh_visitor

BASE_URL = os.environ.get("BASE_URL", "http://localhost:4173").rstrip("/")
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")
LOCALES = {"en": "en-US", "ko": "ko-KR"}
# What reads or names a page's text: link texts, XPath text(), an element's .text, titles, labels, placeholders.
PAGE_TEXT = re.compile(r"LINK_TEXT|text\(\)|\.text\b|text_to_be|accessible_name|aria-label|placeholder|title")


def pytest_generate_tests(metafunc):
    if "language" in metafunc.fixturenames:
        name = metafunc.function.__name__
        if name[-3:] in ("_en", "_ko"):
            languages = [name[-2:]]
        else:
            languages = ["en", "ko"] if PAGE_TEXT.search(inspect.getsource(metafunc.module)) else ["en"]
        only = os.environ.get("EXAMPLE_LANGUAGE")  # EXAMPLE_LANGUAGE=en or ko runs one language only
        if only:
            languages = [language for language in languages if language == only]
        metafunc.parametrize("language", languages, scope="session")


@pytest.fixture(scope="session")
def base_url():
    return BASE_URL


# One browser per language for the whole run. (A session-scoped fixture that depends on the parametrized
# `language` is set up again for every test module: each module then started a browser and signed in anew.)
_browsers = {}


@pytest.fixture(scope="session")
def _browser_pool():
    yield _browsers
    for driver in _browsers.values():
        driver.quit()
    _browsers.clear()


@pytest.fixture
def browser(language, _browser_pool):
    if language not in _browser_pool:
        _browser_pool[language] = _new_browser(language)
    return _browser_pool[language]


def _new_browser(language):
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,900",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--no-first-run", f"--lang={LOCALES[language]}",
                f"--accept-lang={LOCALES[language]}"):  # the headless shell (CHROMIUM=/usr/lib/chromium/chromium-headless-shell: the binary, since the /usr/bin script outlives quit()) reads this, not --lang or prefs
        options.add_argument(arg)
    options.add_experimental_option("prefs", {"intl.accept_languages": LOCALES[language]})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})  # a failed example reports the page's console
    return webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)


@pytest.fixture
def driver(browser):
    fresh_visitor(browser, BASE_URL)
    yield browser


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """A failed example reports what its page showed then (address, load state, the app's ready mark, the start of its text)."""
    outcome = yield
    report = outcome.get_result()
    page = item.funcargs.get("driver") if report.when == "call" and report.failed else None
    if page is not None:
        try:
            state = page.execute_script(
                "return {url: location.href, readyState: document.readyState,"
                " appReady: document.documentElement.dataset.appReady || null,"
                " storedTokens: ['access_token', 'refresh_token'].filter(k => localStorage.getItem(k)),"
                " resources: performance.getEntriesByType('resource').length,"
                " loading: [...document.querySelectorAll('[data-testid=app-loading],[data-testid=page-loading],[data-testid=route-guard-spinner]')].map(e => e.dataset.testid),"
                " text: document.body ? document.body.innerText.slice(0, 400) : null}")
            report.sections.append(("the page when the example failed", repr(state)))
            api = page.execute_script(
                "return performance.getEntriesByType('resource').filter(e => e.name.includes('/api/'))"
                ".map(e => [e.name.replace(location.origin, ''), e.responseStatus, Math.round(e.startTime), Math.round(e.duration)])")
            report.sections.append(("its API requests (address, status, start, ms)", repr(api)))
            report.sections.append(("its console", "\n".join(f"{e['level']} {e['message'][:300]}" for e in page.get_log("browser")[-15:])))
        except Exception as error:  # the browser itself may be gone
            report.sections.append(("the page when the example failed", f"unreadable: {error!r}"))
