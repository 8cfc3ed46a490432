"""Shared by the conftest files: put a reused browser back to one tab without an open dialog."""


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
