from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_ab_test(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/ab-test")
    from selenium.webdriver.common.by import By
    driver.get(BASE + "/about")  # a cookie can only be added for the current domain
    driver.add_cookie({"name": "qa_ab_optout", "value": "true", "path": "/"})
    driver.get(BASE + "/challenges/ab-test")
    assert driver.find_element(By.TAG_NAME, "h3").text == "No A/B Test"
    # #endregion
