from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_typos(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/typos")
    from selenium.webdriver.common.by import By
    line = driver.find_element(By.CSS_SELECTOR, "[data-testid=challenge-typos-line-2]").text
    assert " ".join(line.split()) == "Sometimes you'll see a typo, other times you won't.", driver.current_url
    # #endregion
