/**
 * Graph model of the Sandbox controls panel (tests/model/sandbox-panel.model.spec.ts runs it in
 * Chromium, in the sandbox build and in the hosted build for `unavailable`). At most one form is
 * invalid at a time, so the graph stays small: the model breaks one field, attempts its form,
 * and mends it. The sample data only decide the graph: the browser shows the sandbox's own.
 */
import type { EventFromLogic } from 'xstate'
import { defineModel, done, failed } from '../shared/model'
import {
  DEFAULT_DRAFT,
  draftToFault,
  faultValid,
  globalError,
  sandboxPanelMachine,
  type DraftField,
  type PanelDraft,
  type SandboxPanelData,
} from './sandbox-panel.machine'

type Ev = EventFromLogic<typeof sandboxPanelMachine>

/** The sandbox's first endpoint (the fault form's default). */
export const PANEL_MODEL_ENDPOINT = 'POST /auth/login'

export const PANEL_SAMPLE_DATA: SandboxPanelData = {
  endpoints: [PANEL_MODEL_ENDPOINT, 'GET /todos'],
  faults: [],
  latencyMs: 0,
  clientTimeoutMs: null,
  link: null,
  seedName: 'default',
  now: null,
}
const withFault = (draft: PanelDraft): SandboxPanelData => ({
  ...PANEL_SAMPLE_DATA,
  faults: [{ endpoint: draft.endpoint, fault: draftToFault(draft), remaining: null, seen: 0 }],
})

/** The value that breaks a field, and the one that mends it. */
export const PANEL_MODEL_FIELDS: ReadonlyArray<{ field: DraftField; broken: string; mended: string }> = [
  { field: 'status', broken: '99', mended: DEFAULT_DRAFT.status },
  { field: 'latencyMs', broken: 'x', mended: DEFAULT_DRAFT.latencyMs },
  { field: 'clientTimeoutMs', broken: '0', mended: DEFAULT_DRAFT.clientTimeoutMs },
  { field: 'clockMs', broken: '0', mended: DEFAULT_DRAFT.clockMs },
]

const broken = (d: PanelDraft) => PANEL_MODEL_FIELDS.find((f) => d[f.field] === f.broken)?.field ?? null

export const PANEL_RUN_ERROR = new Error('The in-browser sandbox is not running')

export const sandboxPanelModel = defineModel({
  id: 'sandboxPanel',
  area: 'app',
  routes: ['/', '/about'],
  title: 'Sandbox controls',
  description: 'Loads the sandbox settings (or says there is none in hosted mode); validates the fault and global forms; runs one command at a time and shows what it did or why it failed.',
  machine: sandboxPanelMachine,
  starts: [
    { name: 'sandbox', input: { mode: 'sandbox' } },
    { name: 'hosted', input: { mode: 'hosted' } },
  ],
  events: (s) => {
    const c = s.context
    const events: Ev[] = []
    if (s.matches('loading')) events.push(done('load', PANEL_SAMPLE_DATA) as unknown as Ev, failed('load', PANEL_RUN_ERROR) as unknown as Ev)
    if (s.matches('loadFailed')) events.push({ type: 'panel.retry' })
    if (s.matches('running')) {
      const next = c.pending?.type === 'fault.set' ? withFault(c.draft) : c.pending?.type === 'fault.remove' || c.pending?.type === 'faults.clear' ? PANEL_SAMPLE_DATA : (c.data ?? PANEL_SAMPLE_DATA)
      events.push(done('run', next) as unknown as Ev, failed('run', PANEL_RUN_ERROR) as unknown as Ev)
    }
    if (s.matches('ready')) {
      const field = broken(c.draft)
      if (field === null) for (const f of PANEL_MODEL_FIELDS) events.push({ type: 'draft.change', field: f.field, value: f.broken })
      else events.push({ type: 'draft.change', field, value: PANEL_MODEL_FIELDS.find((f) => f.field === field)!.mended })
      events.push({ type: 'fault.apply' }, { type: 'latency.apply' }, { type: 'clientTimeout.apply' }, { type: 'clock.advance' })
      events.push({ type: 'data.reset' }, { type: 'data.seed' })
      const active = c.data?.faults[0]
      if (active) events.push({ type: 'fault.edit', endpoint: active.endpoint }, { type: 'fault.remove', endpoint: active.endpoint }, { type: 'faults.clear' })
    }
    return events
  },
  context: (s) => {
    const c = s.context
    const attempted = Object.entries(c.attempted).filter(([, on]) => on).map(([form]) => form)
    return [c.mode, broken(c.draft), attempted, (c.data?.faults.length ?? 0) > 0, c.pending?.type ?? null, c.failure !== null, faultValid(c.draft), globalError('latencyMs', c.draft)]
  },
})
