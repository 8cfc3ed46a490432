from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_ab_test(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/ab-test")
    wait = WebDriverWait(driver, 10)
    heading = (By.CSS_SELECTOR, "[data-testid=challenge-ab-test-heading]")
    assert wait.until(EC.visibility_of_element_located(heading)).get_attribute("data-variant") in ("a", "b")
    # A cookie can only be added for the domain the browser is on, and only counts at load: add it, then reload
    driver.add_cookie({"name": "qa_ab_optout", "value": "true", "path": "/"})
    driver.refresh()
    wait.until(EC.text_to_be_present_in_element_attribute(heading, "data-variant", "none"))  # "No A/B Test"
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
