/**
 * The "Sandbox controls" panel: loads the sandbox's endpoints and active faults,
 * validates the fault form, and runs one command at a time (set or remove a fault, clear all,
 * global latency, the sandbox client timeout, reset or reseed the data, advance the clock).
 * Pure TypeScript: the app provides `load` and `run` (window.__sandbox in the sandbox,
 * /__sandbox/* over HTTP in network mode); in hosted mode there is nothing to control.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'

export type AppModeName = 'sandbox' | 'network' | 'hosted'

/** The answer a fault gives: 'delay' only delays the happy answer. */
export const FAULT_KINDS = ['status', 'networkError', 'timeout', 'malformed', 'empty', 'delay'] as const
export type FaultKind = (typeof FAULT_KINDS)[number]

export const DATA_SEEDS = ['default', 'ko', 'empty', 'busy'] as const
export type DataSeed = (typeof DATA_SEEDS)[number]

/** A fault as the sandbox takes it (the same shape as mocks/runtime.ts `scenarioSchema`). */
export interface FaultConfig {
  status?: number
  body?: unknown
  networkError?: boolean
  timeout?: boolean
  malformed?: boolean
  empty?: boolean
  hold?: boolean
  delayMs?: number
  delayMaxMs?: number
  rate?: number
  seed?: number
  times?: number
}

export interface ActiveFaultView {
  endpoint: string
  fault: FaultConfig
  remaining: number | null
  seen: number
}

/** What the panel shows, as loaded after every command. */
export interface SandboxPanelData {
  endpoints: string[]
  faults: ActiveFaultView[]
  latencyMs: number
  clientTimeoutMs: number | null
  /** The shareable `?faults=` link of the current settings (null when not available). */
  link: string | null
  /** The seed the data came from, when known. */
  seedName: DataSeed | null
  /** The sandbox clock (ms since the epoch). */
  now: number | null
}

export type SandboxCommand =
  | { type: 'fault.set'; endpoint: string; fault: FaultConfig }
  | { type: 'fault.remove'; endpoint: string }
  | { type: 'faults.clear' }
  | { type: 'latency.set'; ms: number }
  | { type: 'clientTimeout.set'; ms: number | null }
  | { type: 'data.reset' }
  | { type: 'data.seed'; name: DataSeed }
  | { type: 'clock.advance'; ms: number }

/** The form's fields, as typed (strings: the view's inputs). */
export interface PanelDraft {
  endpoint: string
  kind: FaultKind
  status: string
  body: string
  delayMs: string
  delayMaxMs: string
  rate: string
  seed: string
  times: string
  latencyMs: string
  clientTimeoutMs: string
  clockMs: string
  dataSeed: DataSeed
}
export type DraftField = keyof PanelDraft

export type DraftError = 'required' | 'statusRange' | 'json' | 'wholeNumber' | 'rateRange' | 'rangeOrder' | 'positive'

export const FAULT_FIELDS = ['endpoint', 'status', 'body', 'delayMs', 'delayMaxMs', 'rate', 'seed', 'times'] as const
export type FaultField = (typeof FAULT_FIELDS)[number]

export const DEFAULT_DRAFT: PanelDraft = {
  endpoint: '',
  kind: 'status',
  status: '500',
  body: '',
  delayMs: '',
  delayMaxMs: '',
  rate: '',
  seed: '1',
  times: '',
  latencyMs: '0',
  clientTimeoutMs: '',
  clockMs: '60000',
  dataSeed: 'default',
}

const WHOLE = /^\d+$/

function wholeOrEmpty(text: string): DraftError | null {
  return text.trim() === '' || WHOLE.test(text.trim()) ? null : 'wholeNumber'
}

/** The fault form's errors by field (only fields with an error are present). */
export function faultErrors(draft: PanelDraft): Partial<Record<FaultField, DraftError>> {
  const errors: Partial<Record<FaultField, DraftError>> = {}
  if (draft.endpoint.trim() === '') errors.endpoint = 'required'
  if (draft.kind === 'status') {
    const status = draft.status.trim()
    if (status === '') errors.status = 'required'
    else if (!WHOLE.test(status) || Number(status) < 200 || Number(status) > 599) errors.status = 'statusRange'
    if (draft.body.trim() !== '') {
      try {
        JSON.parse(draft.body)
      } catch {
        errors.body = 'json'
      }
    }
  }
  const delay = wholeOrEmpty(draft.delayMs)
  if (delay) errors.delayMs = delay
  const delayMax = wholeOrEmpty(draft.delayMaxMs)
  if (delayMax) errors.delayMaxMs = delayMax
  else if (!delay && draft.delayMaxMs.trim() !== '' && Number(draft.delayMaxMs) < Number(draft.delayMs || 0)) errors.delayMaxMs = 'rangeOrder'
  if (draft.kind === 'delay' && draft.delayMs.trim() === '' && !errors.delayMs) errors.delayMs = 'required'
  const rate = draft.rate.trim()
  if (rate !== '' && (!/^(0(\.\d+)?|1(\.0+)?|\.\d+)$/.test(rate) || Number(rate) > 1)) errors.rate = 'rateRange'
  if (draft.seed.trim() === '') errors.seed = 'required'
  else if (!WHOLE.test(draft.seed.trim()) || Number(draft.seed) > 4_294_967_295) errors.seed = 'wholeNumber'
  const times = draft.times.trim()
  if (times !== '' && (!WHOLE.test(times) || Number(times) < 1)) errors.times = 'positive'
  return errors
}

export function faultValid(draft: PanelDraft): boolean {
  return Object.keys(faultErrors(draft)).length === 0
}

/** The fault the form describes (call only when `faultValid`). */
export function draftToFault(draft: PanelDraft): FaultConfig {
  const fault: FaultConfig = {}
  if (draft.kind === 'status') {
    fault.status = Number(draft.status)
    if (draft.body.trim() !== '') fault.body = JSON.parse(draft.body) as unknown
  }
  if (draft.kind === 'networkError' || draft.kind === 'timeout' || draft.kind === 'malformed' || draft.kind === 'empty') fault[draft.kind] = true
  if (draft.delayMs.trim() !== '') fault.delayMs = Number(draft.delayMs)
  if (draft.delayMaxMs.trim() !== '') fault.delayMaxMs = Number(draft.delayMaxMs)
  if (draft.rate.trim() !== '') fault.rate = Number(draft.rate)
  if (draft.rate.trim() !== '' || draft.delayMaxMs.trim() !== '') fault.seed = Number(draft.seed)
  if (draft.times.trim() !== '') fault.times = Number(draft.times)
  return fault
}

/** The errors of a global field: latency (>= 0), client timeout (empty = 30 s, else > 0), clock step (> 0). */
export function globalError(field: 'latencyMs' | 'clientTimeoutMs' | 'clockMs', draft: PanelDraft): DraftError | null {
  const text = draft[field].trim()
  if (field === 'clientTimeoutMs' && text === '') return null
  if (text === '') return 'required'
  if (!WHOLE.test(text)) return 'wholeNumber'
  if (field !== 'latencyMs' && Number(text) < 1) return 'positive'
  return null
}

export type PanelNotice = 'applied' | 'removed' | 'cleared' | 'latencySet' | 'clientTimeoutSet' | 'dataReset' | 'dataSeeded' | 'clockAdvanced'

const NOTICE: Record<SandboxCommand['type'], PanelNotice> = {
  'fault.set': 'applied',
  'fault.remove': 'removed',
  'faults.clear': 'cleared',
  'latency.set': 'latencySet',
  'clientTimeout.set': 'clientTimeoutSet',
  'data.reset': 'dataReset',
  'data.seed': 'dataSeeded',
  'clock.advance': 'clockAdvanced',
}

export interface SandboxPanelContext {
  mode: AppModeName
  data: SandboxPanelData | null
  draft: PanelDraft
  /** Which form was submitted invalid: its errors show. */
  attempted: { fault: boolean; latencyMs: boolean; clientTimeoutMs: boolean; clockMs: boolean }
  /** The last command: what it did, or why it failed (the sandbox's own message). */
  notice: PanelNotice | null
  failure: string | null
  pending: SandboxCommand | null
}

export type SandboxPanelEvent =
  | { type: 'draft.change'; field: DraftField; value: string }
  | { type: 'fault.apply' }
  | { type: 'fault.remove'; endpoint: string }
  | { type: 'fault.edit'; endpoint: string }
  | { type: 'faults.clear' }
  | { type: 'latency.apply' }
  | { type: 'clientTimeout.apply' }
  | { type: 'data.reset' }
  | { type: 'data.seed' }
  | { type: 'clock.advance' }
  | { type: 'panel.retry' }

export interface SandboxPanelInput {
  mode: AppModeName
}

/** The form fields for an active fault (the "edit" button fills the form with it). */
export function faultToDraft(endpoint: string, fault: FaultConfig, draft: PanelDraft): PanelDraft {
  const kind: FaultKind =
    fault.networkError ? 'networkError' : fault.timeout ? 'timeout' : fault.malformed ? 'malformed' : fault.empty ? 'empty' : fault.status !== undefined || fault.body !== undefined ? 'status' : 'delay'
  return {
    ...draft,
    endpoint,
    kind,
    status: fault.status !== undefined ? String(fault.status) : kind === 'status' ? '200' : draft.status,
    body: fault.body !== undefined ? JSON.stringify(fault.body) : '',
    delayMs: fault.delayMs !== undefined ? String(fault.delayMs) : '',
    delayMaxMs: fault.delayMaxMs !== undefined ? String(fault.delayMaxMs) : '',
    rate: fault.rate !== undefined ? String(fault.rate) : '',
    seed: String(fault.seed ?? 1),
    times: fault.times !== undefined ? String(fault.times) : '',
  }
}

const ATTEMPTED_NONE = { fault: false, latencyMs: false, clientTimeoutMs: false, clockMs: false }

export const sandboxPanelMachine = setup({
  types: {
    context: {} as SandboxPanelContext,
    events: {} as SandboxPanelEvent,
    input: {} as SandboxPanelInput,
    tags: {} as 'busy',
  },
  actors: {
    /** Reads endpoints, faults, latency, client timeout, link, seed and clock. */
    load: fromPromise<SandboxPanelData, { mode: AppModeName }>(async () => {
      throw new Error('load is provided by the app')
    }),
    /** Runs one command, then answers the fresh panel data. */
    run: fromPromise<SandboxPanelData, { mode: AppModeName; command: SandboxCommand }>(async () => {
      throw new Error('run is provided by the app')
    }),
  },
  guards: {
    hosted: ({ context }) => context.mode === 'hosted',
    faultValid: ({ context }) => faultValid(context.draft),
    latencyValid: ({ context }) => globalError('latencyMs', context.draft) === null,
    clientTimeoutValid: ({ context }) => globalError('clientTimeoutMs', context.draft) === null,
    clockValid: ({ context }) => globalError('clockMs', context.draft) === null,
  },
  actions: {
    changeDraft: assign({
      draft: ({ context, event }) => (event.type === 'draft.change' ? { ...context.draft, [event.field]: event.value } : context.draft),
      notice: null,
      failure: null,
    }),
    editFault: assign({
      draft: ({ context, event }) => {
        if (event.type !== 'fault.edit') return context.draft
        const active = context.data?.faults.find((f) => f.endpoint === event.endpoint)
        return active ? faultToDraft(active.endpoint, active.fault, context.draft) : context.draft
      },
      notice: null,
      failure: null,
    }),
    attempt: assign({
      attempted: ({ context }, params: { form: keyof SandboxPanelContext['attempted'] }) => ({ ...context.attempted, [params.form]: true }),
      notice: null,
      failure: null,
    }),
    queue: assign({
      pending: (_, params: { command: SandboxCommand }) => params.command,
      notice: null,
      failure: null,
    }),
    loaded: assign({
      data: (_, params: { data: SandboxPanelData }) => params.data,
      draft: ({ context }, params: { data: SandboxPanelData }) => ({
        ...context.draft,
        endpoint: context.draft.endpoint || params.data.endpoints[0] || '',
        latencyMs: String(params.data.latencyMs),
        clientTimeoutMs: params.data.clientTimeoutMs === null ? '' : String(params.data.clientTimeoutMs),
        dataSeed: params.data.seedName ?? context.draft.dataSeed,
      }),
    }),
    done: assign({
      notice: ({ context }) => (context.pending ? NOTICE[context.pending.type] : null),
      attempted: ATTEMPTED_NONE,
      pending: null,
    }),
    failed: assign({
      failure: (_, params: { error: unknown }) => (params.error instanceof Error ? params.error.message : String(params.error)),
      pending: null,
    }),
  },
}).createMachine({
  id: 'sandboxPanel',
  context: ({ input }) => ({ mode: input.mode, data: null, draft: DEFAULT_DRAFT, attempted: ATTEMPTED_NONE, notice: null, failure: null, pending: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hosted', target: 'unavailable' }, { target: 'loading' }],
    },
    unavailable: {
      description: 'Hosted mode: a real API answers; there is no sandbox to control.',
    },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ mode: context.mode }),
        onDone: { target: 'ready', actions: { type: 'loaded', params: ({ event }) => ({ data: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      on: { 'panel.retry': 'loading' },
    },
    ready: {
      on: {
        'draft.change': { actions: 'changeDraft' },
        'fault.edit': { actions: 'editFault' },
        'fault.apply': [
          {
            guard: 'faultValid',
            target: 'running',
            actions: { type: 'queue', params: ({ context }) => ({ command: { type: 'fault.set', endpoint: context.draft.endpoint, fault: draftToFault(context.draft) } }) },
          },
          { actions: { type: 'attempt', params: { form: 'fault' } } },
        ],
        'fault.remove': { target: 'running', actions: { type: 'queue', params: ({ event }) => ({ command: { type: 'fault.remove', endpoint: event.endpoint } }) } },
        'faults.clear': { target: 'running', actions: { type: 'queue', params: { command: { type: 'faults.clear' } } } },
        'latency.apply': [
          { guard: 'latencyValid', target: 'running', actions: { type: 'queue', params: ({ context }) => ({ command: { type: 'latency.set', ms: Number(context.draft.latencyMs) } }) } },
          { actions: { type: 'attempt', params: { form: 'latencyMs' } } },
        ],
        'clientTimeout.apply': [
          {
            guard: 'clientTimeoutValid',
            target: 'running',
            actions: {
              type: 'queue',
              params: ({ context }) => ({ command: { type: 'clientTimeout.set', ms: context.draft.clientTimeoutMs.trim() === '' ? null : Number(context.draft.clientTimeoutMs) } }),
            },
          },
          { actions: { type: 'attempt', params: { form: 'clientTimeoutMs' } } },
        ],
        'data.reset': { target: 'running', actions: { type: 'queue', params: { command: { type: 'data.reset' } } } },
        'data.seed': { target: 'running', actions: { type: 'queue', params: ({ context }) => ({ command: { type: 'data.seed', name: context.draft.dataSeed } }) } },
        'clock.advance': [
          { guard: 'clockValid', target: 'running', actions: { type: 'queue', params: ({ context }) => ({ command: { type: 'clock.advance', ms: Number(context.draft.clockMs) } }) } },
          { actions: { type: 'attempt', params: { form: 'clockMs' } } },
        ],
      },
    },
    running: {
      tags: 'busy',
      invoke: {
        id: 'run',
        src: 'run',
        input: ({ context }) => ({ mode: context.mode, command: context.pending! }),
        onDone: { target: 'ready', actions: [{ type: 'loaded', params: ({ event }) => ({ data: event.output }) }, 'done'] },
        onError: { target: 'ready', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
})

// Selectors: what views read of this machine (CONVENTIONS, Machines), instead of its state paths.
type SandboxPanelSnap = SnapshotFrom<typeof sandboxPanelMachine>

/** No sandbox in this build or page. */
export function selectSandboxUnavailable(s: SandboxPanelSnap): boolean {
  return s.matches('unavailable')
}

/** The panel data is loading. */
export function selectSandboxLoading(s: SandboxPanelSnap): boolean {
  return s.matches('loading')
}

/** Loading the panel data failed. */
export function selectSandboxLoadFailed(s: SandboxPanelSnap): boolean {
  return s.matches('loadFailed')
}

/** What the panel view renders: `useSelector(ref, selectSandboxPanelView, shallowEqual)`. */
export function selectSandboxPanelView(s: SandboxPanelSnap) {
  return {
    context: s.context,
    busy: s.hasTag('busy'),
    unavailable: selectSandboxUnavailable(s),
    loading: selectSandboxLoading(s),
    loadFailed: selectSandboxLoadFailed(s),
  }
}
export type SandboxPanelViewModel = ReturnType<typeof selectSandboxPanelView>
