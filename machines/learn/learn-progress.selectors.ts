/** What views read of the learn-progress machine (no state paths in views). */
import type { SnapshotFrom } from 'xstate'
import type { learnProgressMachine } from './learn-progress.machine'

type Snapshot = SnapshotFrom<typeof learnProgressMachine>

export const selectProgress = (s: Snapshot) => s.context.progress
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy')
export const selectSignedIn = (s: Snapshot) => s.context.signedIn
export const selectFailure = (s: Snapshot) => (s.matches('failed') ? s.context.failure : null)
export const selectActionFailure = (s: Snapshot) => s.context.actionFailure
export const selectConfirmingReset = (s: Snapshot) => s.matches('confirmingReset')
export const selectCanAct = (s: Snapshot) => s.matches('ready')
export const selectTicked = (s: Snapshot) => s.context.ticked

/** Everything the learn views read, as plain values (the hook selects it with shallowEqual). */
export const selectLearnProgressView = (s: Snapshot) => ({
  progress: selectProgress(s),
  busy: selectIsBusy(s),
  signedIn: selectSignedIn(s),
  failure: selectFailure(s),
  actionFailure: selectActionFailure(s),
  confirmingReset: selectConfirmingReset(s),
  canAct: selectCanAct(s),
})

export type LearnProgressView = ReturnType<typeof selectLearnProgressView>
