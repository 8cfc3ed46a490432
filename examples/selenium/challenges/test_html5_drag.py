from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


# ActionChains(driver).drag_and_drop(a, b) starts a native drag only with recent ChromeDriver versions
# (older drivers move the mouse and nothing happens). What works with every driver: dispatch the
# HTML5 drag events from JavaScript, with one shared DataTransfer.
DRAG_AND_DROP_JS = """
const [source, target] = arguments
const dataTransfer = new DataTransfer()
const fire = (el, type) => el.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }))
fire(source, 'dragstart')
fire(target, 'dragenter')
fire(target, 'dragover')
fire(target, 'drop')
fire(source, 'dragend')
"""


def test_html5_drag(driver, base_url):
    # #region example
    driver.get(f"{base_url}/challenges/html5-drag")
    wait = WebDriverWait(driver, 10)
    a = wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-html5-drag-column-a"]')))
    b = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-html5-drag-column-b"]')
    driver.execute_script(DRAG_AND_DROP_JS, a, b)    # DRAG_AND_DROP_JS: above the test
    wait.until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, '[data-testid="challenge-html5-drag-header-a"]'), 'B'))
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
