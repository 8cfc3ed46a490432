/**
 * What the Dynamic Controls page shows of its machine (CONVENTIONS, Machines: selectors next to
 * the machine): the view reads these, never the machine's state paths.
 */
import type { SnapshotFrom } from 'xstate'
import type { dynamicControlsMachine } from './challenge-dynamic-controls.machine'

type Snapshot = SnapshotFrom<typeof dynamicControlsMachine>

export interface DynamicControlsView {
  /** The checkbox is in the page (present, being removed, or back). */
  checkboxShown: boolean
  /** Remove / Add is running: its button is disabled and the loading bar shows. */
  checkboxBusy: boolean
  /** What the checkbox button does next. */
  checkboxAction: 'remove' | 'add'
  /** The message under the checkbox button after a change: "It's gone!" / "It's back!". */
  checkboxMessage: 'gone' | 'back' | null
  /** The input is enabled (or being disabled): the button offers Disable. */
  inputEnabled: boolean
  /** Enable / Disable is running. */
  inputBusy: boolean
  /** The input can be typed into (enabled and not changing). */
  inputEditable: boolean
  /** The message under the input button after a change: "It's enabled!" / "It's disabled!". */
  inputMessage: 'enabled' | 'disabled' | null
  solved: boolean
}

export function selectDynamicControls(s: Snapshot): DynamicControlsView {
  const box = s.value.checkbox
  const field = s.value.input
  const gone = box === 'removed' || box === 'adding'
  const enabled = field === 'enabled' || field === 'disabling'
  return {
    checkboxShown: !gone,
    checkboxBusy: s.hasTag('checkboxBusy'),
    checkboxAction: gone ? 'add' : 'remove',
    checkboxMessage: box === 'removed' ? 'gone' : box === 'back' ? 'back' : null,
    inputEnabled: enabled,
    inputBusy: s.hasTag('inputBusy'),
    inputEditable: field === 'enabled',
    inputMessage: field === 'enabled' ? 'enabled' : field === 'disabledAgain' ? 'disabled' : null,
    solved: s.hasTag('solved'),
  }
}

/** Field-by-field equality of two views (useSelector's compare: a new object each call). */
export function sameDynamicControlsView(a: DynamicControlsView, b: DynamicControlsView): boolean {
  return (Object.keys(a) as Array<keyof DynamicControlsView>).every((k) => a[k] === b[k])
}
