/**
 * The learner's own coverage: one XState inspection observer, passed as `inspect`
 * to every actor the app creates (src/lab-runtime/use-machine.ts, session, preferences, token
 * refresh), records per catalogued machine the states entered, the transitions taken and the
 * consecutive transition pairs, and keeps them in local storage (bounded, versioned, shared
 * across tabs). It also keeps the catalogued actors alive on the page with their last 20
 * transitions, for the live inspector. In the main chunk: keep it small and cheap per event.
 */
import type { AnyActorRef, AnyTransitionDefinition, InspectionEvent } from 'xstate'
import { pairKey, stateKeysOf, transitionKey, type LabRecord } from '@machines/lab/keys'
import type { LabCoverage } from './coverage'
import { labModelId } from './machine-ids'

/** The local-storage key; a new record format gets a new key (and `v`). */
export const LAB_STORAGE_KEY = 'qa-lab-coverage-v1'
/** Caps per machine: far above what any catalogued machine has, so only a foreign value hits them. */
export const LAB_LIMITS = { states: 500, transitions: 2000, pairs: 5000 } as const
/** Entries kept per live actor for the inspector. */
export const RECENT_TRANSITIONS = 20
const WRITE_DELAY_MS = 400

type Kind = keyof typeof LAB_LIMITS
type Sets = Record<Kind, Set<string>>

export interface RecentTransition {
  time: number
  event: string
  source: string
  target: string
}

/** A catalogued actor alive on the page (what the inspector lists). */
export interface LiveActor {
  ref: AnyActorRef
  machineId: string
  modelId: string
  recent: RecentTransition[]
  /** The previous transition key, for 1-switch pairs. */
  last: string | null
  started: boolean
}

const machines = new Map<string, Sets>()
let record: LabRecord | null = null // cached readLabRecord() value, null after a change
let dirty = false
let timer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()
const liveListeners = new Set<() => void>()
/** null: not a catalogued machine (cached so that child promises etc. cost one lookup). */
const actors = new WeakMap<object, LiveActor | null>()
const live = new Set<LiveActor>()
const keyCache = new WeakMap<AnyTransitionDefinition, Keyed>()

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string')

/** A stored value as a LabRecord, or null when it is corrupted or of another format. */
export function parseLabRecord(raw: string | null): LabRecord | null {
  if (raw === null) return null
  try {
    const value = JSON.parse(raw) as unknown
    if (typeof value !== 'object' || value === null || (value as LabRecord).v !== 1) return null
    const stored = (value as LabRecord).machines
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null
    const out: LabRecord = { v: 1, machines: {} }
    for (const [id, entry] of Object.entries(stored)) {
      if (!labModelId(id) || typeof entry !== 'object' || entry === null) continue
      const { states, transitions, pairs } = entry as Record<Kind, unknown>
      if (!isStringArray(states) || !isStringArray(transitions) || !isStringArray(pairs)) continue
      out.machines[id] = {
        states: states.slice(0, LAB_LIMITS.states),
        transitions: transitions.slice(0, LAB_LIMITS.transitions),
        pairs: pairs.slice(0, LAB_LIMITS.pairs),
      }
    }
    return out
  } catch {
    return null
  }
}

function setsOf(machineId: string): Sets {
  let sets = machines.get(machineId)
  if (!sets) machines.set(machineId, (sets = { states: new Set(), transitions: new Set(), pairs: new Set() }))
  return sets
}

/** Adds a key; true when it is new (and the cap leaves room). */
function add(sets: Sets, kind: Kind, key: string): boolean {
  const set = sets[kind]
  if (set.has(key) || set.size >= LAB_LIMITS[kind]) return false
  set.add(key)
  return true
}

function merge(from: LabRecord): boolean {
  let changed = false
  for (const [id, entry] of Object.entries(from.machines)) {
    const sets = setsOf(id)
    for (const kind of ['states', 'transitions', 'pairs'] as const) for (const key of entry[kind]) changed = add(sets, kind, key) || changed
  }
  return changed
}

function notify(): void {
  record = null
  listeners.forEach((listener) => listener())
}

/** Reads the stored record into memory; a corrupted or foreign value is removed. */
function load(): void {
  const s = storage()
  if (!s) return
  let raw: string | null
  try {
    raw = s.getItem(LAB_STORAGE_KEY)
  } catch {
    return
  }
  const parsed = parseLabRecord(raw)
  if (parsed) merge(parsed)
  else if (raw !== null) {
    console.warn(`[lab] discarded an invalid coverage record under "${LAB_STORAGE_KEY}"`)
    try {
      s.removeItem(LAB_STORAGE_KEY)
    } catch {
      /* ignore */
    }
  }
}

/** Writes memory ∪ what another tab stored since; a refused write (quota) keeps memory only. */
export function flushLabRecord(): void {
  if (timer !== undefined) clearTimeout(timer)
  timer = undefined
  if (!dirty) return
  dirty = false
  const s = storage()
  if (!s) return
  try {
    const other = parseLabRecord(s.getItem(LAB_STORAGE_KEY))
    if (other && merge(other)) notify()
    s.setItem(LAB_STORAGE_KEY, JSON.stringify(readLabRecord()))
  } catch {
    /* quota or private mode */
  }
}

function changed(): void {
  if (!dirty) {
    dirty = true
    timer = setTimeout(flushLabRecord, WRITE_DELAY_MS)
  }
  notify()
}

/** The learner's coverage so far, as stored; the same object until something changes. */
export function readLabRecord(): LabRecord {
  if (!record) {
    const out: LabRecord = { v: 1, machines: {} }
    for (const [id, sets] of machines) out.machines[id] = { states: [...sets.states], transitions: [...sets.transitions], pairs: [...sets.pairs] }
    record = out
  }
  return record
}

/** Clears the coverage here, in storage and (through the storage event) in the other tabs. */
export function resetLabRecord(): void {
  machines.clear()
  for (const actor of live) actor.last = null
  dirty = false
  if (timer !== undefined) clearTimeout(timer)
  timer = undefined
  try {
    storage()?.removeItem(LAB_STORAGE_KEY)
  } catch {
    /* ignore */
  }
  notify()
}

/** Calls `listener` after every change of the record; returns the unsubscribe function. */
export function subscribeLabRecord(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The catalogued actors running on the page now, newest first (the page's own before the app-wide ones). */
export function liveActors(): LiveActor[] {
  for (const actor of live) if (actor.ref.getSnapshot().status !== 'active') live.delete(actor)
  return [...live].reverse()
}

/** Calls `listener` after every inspected step of a live actor (the inspector throttles). */
export function subscribeLiveActors(listener: () => void): () => void {
  liveListeners.add(listener)
  return () => liveListeners.delete(listener)
}

function actorOf(ref: AnyActorRef): LiveActor | null {
  let actor = actors.get(ref)
  if (actor === undefined) {
    const logic = (ref as unknown as { logic?: { id?: unknown; root?: unknown } }).logic
    const machineId = logic && logic.root && typeof logic.id === 'string' ? logic.id : undefined
    const modelId = machineId && labModelId(machineId)
    actor = modelId ? { ref, machineId: machineId!, modelId, recent: [], last: null, started: false } : null
    actors.set(ref, actor)
  }
  return actor
}

type AnyNode = { path: string[] }
const nodeName = (node: AnyNode | undefined) => (node ? node.path.join('.') || '(root)' : '')

interface Keyed {
  key: string
  /** The source state and its ancestors (a transient state shows in no snapshot, only as a source). */
  sources: string[]
}

function keyOf(t: AnyTransitionDefinition): Keyed {
  let keyed = keyCache.get(t)
  if (keyed === undefined) {
    const path = (t.source as AnyNode).path
    keyCache.set(t, (keyed = { key: transitionKey(t), sources: path.map((_, i) => path.slice(0, i + 1).join('.')) }))
  }
  return keyed
}

function recordStates(sets: Sets, snapshot: unknown): boolean {
  let isNew = false
  for (const key of stateKeysOf(snapshot as never)) isNew = add(sets, 'states', key) || isNew
  return isNew
}

/**
 * The inspection observer: pass it as `inspect` when creating an actor. Records the root's and
 * every child's steps, for the machines listed in machine-ids.ts.
 */
export function labInspect(event: InspectionEvent): void {
  if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return
  const actor = actorOf(event.actorRef as AnyActorRef)
  if (!actor) return
  const snapshot = event.snapshot as { status: string }
  let isNew = false
  if (event.type === '@xstate.snapshot') {
    // The first snapshot of a started actor: its initial state (an initial eventless step, if
    // any, came as a microstep before).
    if (!actor.started && snapshot.status === 'active') {
      actor.started = true
      live.add(actor)
      isNew = recordStates(setsOf(actor.machineId), snapshot)
    }
    if (snapshot.status !== 'active') live.delete(actor)
  } else {
    const sets = setsOf(actor.machineId)
    const time = Date.now()
    for (const t of event._transitions) {
      const { key, sources } = keyOf(t)
      isNew = add(sets, 'transitions', key) || isNew
      for (const state of sources) isNew = add(sets, 'states', state) || isNew
      if (actor.last !== null) isNew = add(sets, 'pairs', pairKey(actor.last, key)) || isNew
      actor.last = key
      const recent = actor.recent
      if (recent.length >= RECENT_TRANSITIONS) recent.shift()
      recent.push({ time, event: t.eventType || '(always)', source: nodeName(t.source as AnyNode), target: t.target ? t.target.map(nodeName).join(', ') : nodeName(t.source as AnyNode) })
    }
    if (snapshot.status !== 'stopped') isNew = recordStates(sets, snapshot) || isNew
    if (snapshot.status !== 'active') live.delete(actor)
  }
  if (isNew) changed()
  liveListeners.forEach((listener) => listener())
}

/** What `window.__lab` offers a learner's test run (see the README). */
export interface LabApi {
  /**
   * Coverage per machine (keyed by the lab id, /lab/<id>) and overall, as the lab shows it; with
   * a lab id, only that machine (faster). Loads the catalogue on the first call: a Promise.
   */
  coverage: (modelId?: string) => Promise<LabCoverage>
  /** Clears the recorded coverage. */
  reset: () => void
  /** The raw record (states, transitions and pairs per machine root id). */
  record: () => LabRecord
}

declare global {
  interface Window {
    __lab?: LabApi
  }
}

if (typeof window !== 'undefined') {
  load()
  window.addEventListener('storage', (e) => {
    if (e.key !== LAB_STORAGE_KEY && e.key !== null) return
    if (e.newValue === null) {
      // Reset (or storage cleared) in another tab.
      machines.clear()
      notify()
      return
    }
    const other = parseLabRecord(e.newValue)
    if (other && merge(other)) notify()
  })
  window.addEventListener('pagehide', flushLabRecord)
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flushLabRecord())
  window.__lab = {
    coverage: (modelId?: string) =>
      import('./coverage-loader')
        .then(({ loadCoverage }) => loadCoverage())
        .then(({ labCoverage }) => labCoverage(readLabRecord(), modelId)),
    reset: resetLabRecord,
    record: readLabRecord,
  }
}
