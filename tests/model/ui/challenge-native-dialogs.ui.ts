import type { AnyMachineSnapshot } from 'xstate'
import type { NativeDialogsContext } from '@machines/challenges/challenge-native-dialogs.machine'
import { NATIVE_DIALOGS_MODEL_SEED, nativeDialogsModel } from '@machines/challenges/challenge-native-dialogs.model'
import { expect, open, signInViaApi } from '@tests/fixtures/app'
import { uiModel } from '../runtime'
import type { Page } from '@playwright/test'

const ctx = (s: AnyMachineSnapshot) => s.context as NativeDialogsContext

function resultText(c: NativeDialogsContext): string {
  const last = c.last
  if (!last) return ''
  if (last.kind === 'alert') return 'You successfully clicked an alert'
  if (last.kind === 'confirm') return last.accepted ? 'You clicked: Ok' : 'You clicked: Cancel'
  return last.accepted ? `You entered: ${last.text ?? ''}` : 'You cancelled the prompt'
}

async function assertAnswers(page: Page, c: NativeDialogsContext) {
  await expect(page.getByTestId('challenge-alerts-result')).toHaveText(resultText(c))
  for (const kind of ['alert', 'confirm', 'prompt'] as const) {
    await expect(page.getByTestId(`challenge-alerts-goal-${kind}`)).toHaveAttribute('data-done', String(c.done[kind]))
  }
}

/** The native dialogs machine on the alerts challenge: each answer is a dialog handler registered before the click. */
export const challengeNativeDialogsUi = uiModel({
  model: nativeDialogsModel,
  setup: async ({ page }) => {
    await signInViaApi(page)
  },
  start: async ({ page }) => {
    await open(page, `/challenges/alerts?seed=${NATIVE_DIALOGS_MODEL_SEED}`)
  },
  events: {
    'dialog.answered': async (event, { page }) => {
      page.once('dialog', (dialog) => {
        if (event.kind === 'prompt') void (event.accepted ? dialog.accept(event.text ?? '') : dialog.dismiss())
        else void (event.accepted ? dialog.accept() : dialog.dismiss())
      })
      await page.getByTestId(`challenge-alerts-${event.kind}-button`).click()
    },
  },
  states: {
    answering: async (s, { page }) => {
      await assertAnswers(page, ctx(s))
      await expect(page.getByTestId('challenge-alerts-status')).toHaveAttribute('data-solved', 'false')
    },
    solved: async (s, { page }) => {
      await assertAnswers(page, ctx(s))
      await expect(page.getByTestId('challenge-alerts-status')).toHaveAttribute('data-solved', 'true')
      await expect(page.getByTestId('challenge-solved')).toBeVisible()
    },
  },
})
