/**
 * Lays out a state diagram with ELK (layered) off the main thread. Receives `{ id, graph }`,
 * answers `{ id, graph, ms }` (ms: the layout's own time, measured here) or `{ id, error }`.
 */
import ELK from 'elkjs/lib/elk.bundled.js'
import type { ElkNode } from 'elkjs/lib/elk-api'

interface Request {
  id: number
  graph: ElkNode
}

const elk = new ELK()
const scope = self as unknown as { onmessage: ((e: MessageEvent<Request>) => void) | null; postMessage: (message: unknown) => void }

// Assigned after the import ran: ELK's bundle installs its own handler when it finds itself in a worker.
scope.onmessage = (e) => {
  const { id, graph } = e.data
  const started = performance.now()
  elk.layout(graph).then(
    (out) => scope.postMessage({ id, graph: out, ms: performance.now() - started }),
    (error: unknown) => scope.postMessage({ id, error: String(error) }),
  )
}
