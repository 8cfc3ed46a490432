/** The theme and language machine's graph model (tests/model/preferences.model.spec.ts). */
import type { EventFromLogic } from 'xstate'
import { defineModel } from '../shared/model'
import { preferencesMachine } from './preferences.machine'

export const preferencesModel = defineModel({
  id: 'preferences',
  area: 'app',
  routes: ['/', '/settings'],
  title: 'Theme and language',
  description: 'Theme toggle and language switch, applied at once and stored.',
  machine: preferencesMachine,
  starts: [{ name: 'light, English', input: { theme: 'light', language: 'en' } }],
  events: () =>
    [
      { type: 'theme.toggle' },
      { type: 'language.set', language: 'ko' },
      { type: 'language.set', language: 'en' },
    ] as EventFromLogic<typeof preferencesMachine>[],
  context: (s) => s.context,
})
