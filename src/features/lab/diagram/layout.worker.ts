/**
 * Lays out a state diagram with ELK (layered) off the main thread. Receives `{ id, graph }`,
 * answers `{ id, graph, ms }` (ms: the layout's own time, measured here) or `{ id, error }`.
 */
import ELK from 'elkjs/lib/elk.bundled.js'
import type { ElkNode } from 'elkjs/lib/elk-api'

interface Request {
  id: number
  /** null: only start (and warm up) the worker. */
  graph: ElkNode | null
}

const elk = new ELK()

/**
 * A small hierarchical graph laid out once when the worker starts: ELK's code is compiled then,
 * so the first real layout is not measured with a cold engine (the worker starts when the lab's
 * machine page loads, while the page renders).
 */
const WARM_UP: ElkNode = {
  id: 'warm',
  layoutOptions: { 'elk.algorithm': 'layered', 'elk.hierarchyHandling': 'INCLUDE_CHILDREN', 'elk.json.edgeCoords': 'ROOT', 'elk.json.shapeCoords': 'ROOT' },
  children: [
    { id: 'a', width: 60, height: 30 },
    { id: 'b', layoutOptions: { 'elk.padding': '[top=30,left=10,bottom=10,right=10]' }, children: [{ id: 'b1', width: 60, height: 30 }, { id: 'b2', width: 60, height: 30 }] },
    { id: 'c', width: 60, height: 30 },
  ],
  edges: ['a>b1', 'b1>b2', 'b2>c', 'c>a', 'b>c', 'a>b2'].map((e, i) => {
    const [from, to] = e.split('>') as [string, string]
    return { id: `e${i}`, sources: [from], targets: [to], labels: [{ id: `l${i}`, text: 'x', width: 40, height: 14 }] }
  }),
}
const warm = elk.layout(WARM_UP).then(
  () => undefined,
  () => undefined,
)
const scope = self as unknown as { onmessage: ((e: MessageEvent<Request>) => void) | null; postMessage: (message: unknown) => void }

// Assigned after the import ran: ELK's bundle installs its own handler when it finds itself in a worker.
scope.onmessage = (e) => {
  const { id, graph } = e.data
  if (graph === null) return
  void warm.then(() => {
    const started = performance.now()
    return elk.layout(graph).then(
      (out) => scope.postMessage({ id, graph: out, ms: performance.now() - started }),
      (error: unknown) => scope.postMessage({ id, error: String(error) }),
    )
  })
}
