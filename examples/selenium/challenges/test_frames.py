from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_frames(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/frames")
    from selenium.webdriver.common.by import By

    def by_test_id(test_id):
        return (By.CSS_SELECTOR, f'[data-testid="{test_id}"]')

    driver.switch_to.frame(driver.find_element(*by_test_id('challenge-frames-top-frame')))
    driver.switch_to.frame('frame-middle')          # a frame by its name
    assert driver.find_element(*by_test_id('challenge-frames-middle-text')).text == 'MIDDLE'
    driver.switch_to.default_content()              # back to the page, all levels up

    phrase = driver.find_element(*by_test_id('challenge-frames-target')).text
    driver.switch_to.frame(driver.find_element(*by_test_id('challenge-frames-editor-frame')))
    editor = driver.find_element(*by_test_id('challenge-frames-editor'))
    editor.clear()
    editor.send_keys(phrase)
    driver.switch_to.default_content()
    driver.find_element(*by_test_id('challenge-frames-submit-button')).click()
    assert phrase in driver.find_element(*by_test_id('challenge-frames-result')).text
    # #endregion
