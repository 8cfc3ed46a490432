/**
 * The main thread's side of analysis.worker.ts: requests with streamed partial results, and
 * React hooks for the catalogue (counts and coverage of every machine) and one machine (its
 * state table and suites, cached for the page's life).
 */
import { useEffect, useState } from 'react'
import type { MachineCounts, MachineCoverage, PrecomputedCounts, ReachableCounts, StateTable, TestSuite } from '@machines/lab/analysis'
import PRECOMPUTED from '@machines/lab/counts.json'
import type { LabRecord } from '@machines/lab/keys'

export type AnalysisRequest =
  | { id: number; type: 'counts' }
  | { id: number; type: 'coverage'; record: LabRecord; models?: string[] }
  | { id: number; type: 'table' | 'suites'; model: string }

/** What the worker computes for one machine page: its state table (at once), its suites (when the Test design tab opens). */
export interface MachineParts {
  table: StateTable
  suites: TestSuite[]
}

interface Pending {
  partial: (entry: unknown) => void
  resolve: (result: unknown) => void
  reject: (error: Error) => void
}

type Body = AnalysisRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never

let worker: Worker | null = null
let nextId = 1
const pending = new Map<number, Pending>()

function theWorker(): Worker {
  if (worker) return worker
  worker = new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module', name: 'lab-analysis' })
  worker.onmessage = (e: MessageEvent<{ id: number; partial?: unknown; done?: boolean; result?: unknown; error?: string }>) => {
    const entry = pending.get(e.data.id)
    if (!entry) return
    if (e.data.error) {
      pending.delete(e.data.id)
      entry.reject(new Error(e.data.error))
    } else if (e.data.partial !== undefined) entry.partial(e.data.partial)
    else if (e.data.done) {
      pending.delete(e.data.id)
      entry.resolve(e.data.result)
    }
  }
  worker.onerror = (e) => {
    for (const entry of pending.values()) entry.reject(new Error(e.message || 'analysis worker failed'))
    pending.clear()
    worker?.terminate()
    worker = null
  }
  return worker
}

function request<T>(body: Body, partial: (entry: unknown) => void = () => {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const id = nextId++
    pending.set(id, { partial, resolve: resolve as (r: unknown) => void, reject })
    theWorker().postMessage({ ...body, id })
  })
}

/**
 * Counts of every catalogued machine: precomputed in machines/lab/counts.json (a unit test keeps
 * it up to date with the engine), so the catalogue shows them at once; a machine missing there
 * (catalogued since) is counted by the worker.
 */
const countsCache = new Map<string, MachineCounts>(Object.entries(PRECOMPUTED as Record<string, PrecomputedCounts>))

/** A machine's coverage denominators (reachable states, transitions, pairs), precomputed in counts.json. */
export function reachableOf(modelId: string): ReachableCounts | undefined {
  return (PRECOMPUTED as Record<string, PrecomputedCounts>)[modelId]?.reachable
}
let countsRequest: Promise<void> | null = null
const countsListeners = new Set<() => void>()

export function useAllCounts(expected: readonly string[]): ReadonlyMap<string, MachineCounts> {
  const [, rerender] = useState(0)
  const missing = expected.some((id) => !countsCache.has(id))
  useEffect(() => {
    if (!missing) return
    const listener = () => rerender((n) => n + 1)
    countsListeners.add(listener)
    countsRequest ??= request<void>({ type: 'counts' }, (entry) => {
      const [id, counts] = entry as [string, MachineCounts]
      countsCache.set(id, counts)
      countsListeners.forEach((l) => l())
    }).catch(() => {
      countsRequest = null
    })
    return () => {
      countsListeners.delete(listener)
    }
  }, [missing])
  return countsCache
}

/** The learner's coverage of the given machines (all when omitted) for a record; recomputed when the record changes. */
export function useCoverage(record: LabRecord, models?: string[]): ReadonlyMap<string, MachineCoverage> | null {
  const [state, setState] = useState<{ record: LabRecord | null; map: Map<string, MachineCoverage> | null }>({ record: null, map: null })
  const key = models?.join(',')
  useEffect(() => {
    let live = true
    if (models && models.length === 0) {
      setState({ record, map: new Map() })
      return
    }
    const map = new Map<string, MachineCoverage>()
    request<void>({ type: 'coverage', record, models }, (entry) => {
      const [id, coverage] = entry as [string, MachineCoverage]
      map.set(id, coverage)
    }).then(
      () => live && setState({ record, map }),
      () => undefined,
    )
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record, key])
  // The previous figures stay up while the new ones are computed.
  return state.map
}

const machineCache = new Map<string, Promise<unknown>>()

/**
 * One part of a machine's analysis (computed once per page load), requested only while `enabled`: the
 * suites explore the machine's graph (a second and more for the largest), so a page computes them when
 * its Test design tab opens, not for a learner who only reads the diagram. The counts are precomputed
 * (counts.json).
 */
export function useMachinePart<P extends keyof MachineParts>(modelId: string, part: P, enabled = true): { value: MachineParts[P] | null; error: string | null } {
  const key = `${part}:${modelId}`
  const [state, setState] = useState<{ key: string; value: MachineParts[P] | null; error: string | null }>({ key: '', value: null, error: null })
  useEffect(() => {
    if (!enabled) return
    let live = true
    let promise = machineCache.get(key) as Promise<MachineParts[P]> | undefined
    if (!promise) {
      promise = request<MachineParts[P]>({ type: part, model: modelId })
      promise.catch(() => machineCache.delete(key))
      machineCache.set(key, promise)
    }
    promise.then(
      (value) => live && setState({ key, value, error: null }),
      (error: unknown) => live && setState({ key, value: null, error: String(error) }),
    )
    return () => {
      live = false
    }
  }, [key, modelId, part, enabled])
  return state.key === key ? state : { value: null, error: null }
}
