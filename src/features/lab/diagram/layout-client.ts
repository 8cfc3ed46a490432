/**
 * The main thread's side of the layout worker: one worker for the lab, started on the first
 * layout, results cached per machine (a tab switch or a second visit does not lay out again).
 */
import type { ElkNode } from 'elkjs/lib/elk-api'

export interface LayoutResult {
  graph: ElkNode
  /** The layout's own time in the worker (ELK warmed up when the worker started), ms. */
  ms: number
  /** From posting the graph to receiving the layout (worker start on the first call included), ms. */
  roundTripMs: number
}

interface Pending {
  resolve: (result: LayoutResult) => void
  reject: (error: Error) => void
  posted: number
}

let worker: Worker | null = null
let nextId = 1
const pending = new Map<number, Pending>()
const cache = new Map<string, Promise<LayoutResult>>()

function theWorker(): Worker {
  if (worker) return worker
  worker = new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module', name: 'lab-layout' })
  worker.onmessage = (e: MessageEvent<{ id: number; graph?: ElkNode; ms?: number; error?: string }>) => {
    const entry = pending.get(e.data.id)
    if (!entry) return
    pending.delete(e.data.id)
    if (e.data.error || !e.data.graph) entry.reject(new Error(e.data.error ?? 'layout failed'))
    else entry.resolve({ graph: e.data.graph, ms: e.data.ms ?? 0, roundTripMs: performance.now() - entry.posted })
  }
  worker.onerror = (e) => {
    for (const entry of pending.values()) entry.reject(new Error(e.message || 'layout worker failed'))
    pending.clear()
    worker?.terminate()
    worker = null
  }
  return worker
}

/** Starts the worker (it warms ELK up) before the first diagram needs it. */
export function prewarmLayout(): void {
  theWorker()
}

/** Lays out `graph` in the worker; the same `cacheKey` returns the first result. */
export function layoutGraph(cacheKey: string, graph: ElkNode): Promise<LayoutResult> {
  const cached = cache.get(cacheKey)
  if (cached) return cached
  const result = new Promise<LayoutResult>((resolve, reject) => {
    const id = nextId++
    pending.set(id, { resolve, reject, posted: performance.now() })
    theWorker().postMessage({ id, graph })
  })
  result.catch(() => cache.delete(cacheKey))
  cache.set(cacheKey, result)
  return result
}
