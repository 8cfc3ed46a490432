"""Shared by the conftest files: put a reused browser back to one tab, or to a new visitor of the app."""


def reset_tabs(driver):
    """One tab, no open dialog."""
    try:
        driver.switch_to.alert.dismiss()
    except Exception:
        pass
    first, *others = driver.window_handles
    for handle in others:
        driver.switch_to.window(handle)
        driver.close()
    driver.switch_to.window(first)


def fresh_visitor(driver, origin):
    """One tab, no dialog, no cookies or storage of the app's origin."""
    reset_tabs(driver)
    driver.get("about:blank")
    driver.execute_cdp_cmd("Storage.clearDataForOrigin", {
        "origin": origin,
        "storageTypes": "cookies,local_storage,session_storage,indexeddb,cache_storage",
    })
    driver.delete_all_cookies()
