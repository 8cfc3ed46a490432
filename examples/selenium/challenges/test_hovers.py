from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_hovers(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/hovers")
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.support import expected_conditions as EC
    from selenium.webdriver.support.ui import WebDriverWait

    figure = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-hovers-figure-2"]')
    ActionChains(driver).move_to_element(figure).perform()
    link = WebDriverWait(driver, 5).until(EC.visibility_of_element_located(
        (By.CSS_SELECTOR, '[data-testid="challenge-hovers-link-2"]')))
    link.click()
    # #endregion
