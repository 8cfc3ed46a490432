import type { AnyMachineSnapshot } from 'xstate'
import { DYNAMIC_CONTROLS_MODEL_DELAY_MS, dynamicControlsModel } from '@machines/challenges/challenge-dynamic-controls.model'
import { expect, open, signInViaApi } from '@tests/fixtures/app'
import { uiModel } from '../runtime'
import type { Page } from '@playwright/test'

type Value = { checkbox: string; input: string; goal: string }

/** Everything the page shows of the machine's three regions (the state name is the checkbox region's). */
async function assertControls(s: AnyMachineSnapshot, { page }: { page: Page }) {
  const v = s.value as Value
  const boxBusy = v.checkbox === 'removing' || v.checkbox === 'adding'
  const gone = v.checkbox === 'removed' || v.checkbox === 'adding'
  await expect(page.getByTestId('challenge-dynamic-controls-checkbox')).toHaveCount(gone ? 0 : 1)
  const boxButton = page.getByTestId('challenge-dynamic-controls-toggle-checkbox-button')
  await expect(boxButton).toHaveText(gone ? 'Add' : 'Remove')
  if (boxBusy) await expect(boxButton).toBeDisabled()
  else await expect(boxButton).toBeEnabled()
  await expect(page.getByTestId('challenge-dynamic-controls-checkbox-loading')).toHaveCount(boxBusy ? 1 : 0)
  const boxMessage = page.getByTestId('challenge-dynamic-controls-checkbox-message')
  if (v.checkbox === 'removed') await expect(boxMessage).toHaveText("It's gone!")
  else if (v.checkbox === 'back') await expect(boxMessage).toHaveText("It's back!")
  else await expect(boxMessage).toHaveCount(0)

  const fieldBusy = v.input === 'enabling' || v.input === 'disabling'
  const enabled = v.input === 'enabled' || v.input === 'disabling'
  const input = page.getByTestId('challenge-dynamic-controls-input')
  if (v.input === 'enabled') await expect(input).toBeEnabled()
  else await expect(input).toBeDisabled()
  const fieldButton = page.getByTestId('challenge-dynamic-controls-toggle-input-button')
  await expect(fieldButton).toHaveText(enabled ? 'Disable' : 'Enable')
  if (fieldBusy) await expect(fieldButton).toBeDisabled()
  else await expect(fieldButton).toBeEnabled()
  await expect(page.getByTestId('challenge-dynamic-controls-input-loading')).toHaveCount(fieldBusy ? 1 : 0)
  const fieldMessage = page.getByTestId('challenge-dynamic-controls-input-message')
  if (v.input === 'enabled') await expect(fieldMessage).toHaveText("It's enabled!")
  else if (v.input === 'disabledAgain') await expect(fieldMessage).toHaveText("It's disabled!")
  else await expect(fieldMessage).toHaveCount(0)

  await expect(page.getByTestId('challenge-solved')).toHaveCount(v.goal === 'solved' ? 1 : 0)
}

/** The Dynamic Controls page with a 1.5 s `?delay=`: buttons, typing, and the timers waited for. */
export const challengeDynamicControlsUi = uiModel({
  model: dynamicControlsModel,
  setup: async ({ page }) => {
    await signInViaApi(page)
  },
  start: async ({ page }) => {
    await open(page, `/challenges/dynamic-controls?delay=${DYNAMIC_CONTROLS_MODEL_DELAY_MS}`)
  },
  events: {
    'checkbox.toggle': async (_e, { page }) => {
      await page.getByTestId('challenge-dynamic-controls-toggle-checkbox-button').click()
    },
    'input.toggle': async (_e, { page }) => {
      await page.getByTestId('challenge-dynamic-controls-toggle-input-button').click()
    },
    'input.change': async (e, { page }) => {
      await page.getByTestId('challenge-dynamic-controls-input').fill(e.value)
    },
  },
  states: {
    'checkbox.present': assertControls,
    'checkbox.removing': assertControls,
    'checkbox.removed': assertControls,
    'checkbox.adding': assertControls,
    'checkbox.back': assertControls,
  },
})
