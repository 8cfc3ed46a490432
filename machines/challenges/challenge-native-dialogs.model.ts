/**
 * Graph model of the native dialogs machine (the alerts challenge, seed 7): in each state only the
 * answers that complete an open part, plus "OK on the confirm" (the pitfall: no progress) while
 * the confirm part is open; once solved, one more answer shows it stays solved.
 */
import type { EventFromLogic } from 'xstate'
import { defineModel } from '../shared/model'
import { promptWord } from './browser-seeds'
import { nativeDialogsMachine } from './challenge-native-dialogs.machine'

type Ev = EventFromLogic<typeof nativeDialogsMachine>

/** The seed of the model's page (tests/model/ui/challenge-native-dialogs.ui.ts). */
export const NATIVE_DIALOGS_MODEL_SEED = 7

export const nativeDialogsModel = defineModel({
  id: 'challengeNativeDialogs',
  area: 'challenges',
  routes: ['/challenges/alerts'],
  title: 'Native dialogs (alerts challenge)',
  description: 'Accept the alert, cancel the confirm and answer the prompt with the seeded word; the last answer is shown, and the goal is solved once all three parts are done.',
  machine: nativeDialogsMachine,
  starts: [{ name: `seed ${NATIVE_DIALOGS_MODEL_SEED}`, input: { word: promptWord(NATIVE_DIALOGS_MODEL_SEED) } }],
  events: (s): Ev[] => {
    const { done, word } = s.context
    if (s.hasTag('solved')) return [{ type: 'dialog.answered', kind: 'alert', accepted: true, text: null }]
    const events: Ev[] = []
    if (!done.alert) events.push({ type: 'dialog.answered', kind: 'alert', accepted: true, text: null })
    if (!done.confirm) {
      events.push({ type: 'dialog.answered', kind: 'confirm', accepted: false, text: null })
      events.push({ type: 'dialog.answered', kind: 'confirm', accepted: true, text: null })
    }
    if (!done.prompt) events.push({ type: 'dialog.answered', kind: 'prompt', accepted: true, text: word })
    return events
  },
  context: (s) => s.context.done,
})
