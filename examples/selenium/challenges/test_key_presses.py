import re

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait
from selenium.webdriver.common.keys import Keys

# Key names as the page shows them (KeyboardEvent.key), and what Selenium sends for them
KEYS = {'Enter': Keys.ENTER, 'Tab': Keys.TAB, 'Escape': Keys.ESCAPE, 'Backspace': Keys.BACKSPACE, 'F2': Keys.F2,
        'ArrowDown': Keys.ARROW_DOWN, 'ArrowUp': Keys.ARROW_UP,
        'Control': Keys.CONTROL, 'Alt': Keys.ALT, 'Shift': Keys.SHIFT}


def test_key_presses_en(driver, base_url):
    # #region en
    driver.get(f"{base_url}/challenges/key-presses")
    wait = WebDriverWait(driver, 10)
    goal = wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-key-presses-target"]'))).text
    *modifiers, key = re.search(r'press (\S+) in', goal).group(1).split('+')   # "Target: press Shift+K in the field."
    field = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-key-presses-input"]')
    # a key is not a character: send Keys.TAB, not '\t'; hold a modifier with key_down / key_up
    actions = ActionChains(driver).click(field)
    for modifier in modifiers:
        actions.key_down(KEYS[modifier])
    actions.send_keys(KEYS.get(key, key.lower()))
    for modifier in modifiers:
        actions.key_up(KEYS[modifier])
    actions.perform()
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion


def test_key_presses_ko(driver, base_url):
    # #region ko
    driver.get(f"{base_url}/challenges/key-presses")
    wait = WebDriverWait(driver, 10)
    goal = wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-key-presses-target"]'))).text
    *modifiers, key = re.search(r'에서 (\S+)을', goal).group(1).split('+')   # "목표: 입력란에서 Shift+K을(를) 누르세요."
    field = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-key-presses-input"]')
    # 키는 문자가 아닙니다: '\t'가 아니라 Keys.TAB을 보내고, 조합 키는 key_down / key_up으로 누르고 있습니다
    actions = ActionChains(driver).click(field)
    for modifier in modifiers:
        actions.key_down(KEYS[modifier])
    actions.send_keys(KEYS.get(key, key.lower()))
    for modifier in modifiers:
        actions.key_up(KEYS[modifier])
    actions.perform()
    wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-solved"]')))
    # #endregion
