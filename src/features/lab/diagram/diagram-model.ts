/**
 * The state diagram of a machine, read from its definition (`machine.root`), never drawn by hand:
 * nested and parallel states, initial and final markers, every transition definition with its
 * label `event [guard] / actions` (delays as `after 1.5 s`, actor results as `done: x` /
 * `error: x`), and the ELK graph (layered, hierarchical) that lays it out. Pure: no DOM.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'
import { stateNodes } from '@machines/lab/graph'
import { transitionKey } from '@machines/lab/keys'
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api'

export type DiagramNodeType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history'

export interface DiagramNode {
  /** XState state node id (unique), e.g. `login.termsRequired.reviewing`. */
  id: string
  /** `a.b` path as the lab's keys name states ('' for the root). */
  key: string
  /** The state's own name (last path segment). */
  name: string
  type: DiagramNodeType
  /** The initial child of its parent (a compound's initial state). */
  initial: boolean
  /** A region of a parallel state (its siblings are active at the same time). */
  region: boolean
  description: string | null
  /** Ids of the actors it invokes while active. */
  invokes: string[]
  children: DiagramNode[]
}

export type EdgeKind = 'event' | 'after' | 'done' | 'error' | 'always' | 'stateDone'

export interface DiagramEdge {
  /** Unique per drawn edge: `transitionKey` + target index. */
  id: string
  /** The transition's `transitionKey` (shared by edges of a multi-target transition). */
  key: string
  source: string
  /** The target node id; the source itself for a targetless transition (a self-loop that runs actions). */
  target: string
  targetless: boolean
  kind: EdgeKind
  eventType: string
  /** `login`, `1.5 s`, … what the kind is about. */
  subject: string
  guard: string | null
  actions: string[]
  label: string
  description: string | null
}

export interface Diagram {
  machineId: string
  /** The machine itself (the page names its events in words). */
  machine: AnyStateMachine
  root: DiagramNode
  edges: DiagramEdge[]
  /** Every state node, by id. */
  nodes: Map<string, DiagramNode>
}

/** A named thing of XState's (guard, action): a string, `{ type }`, or a function with a `type` or a name. */
export function implName(value: unknown): string {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object' && 'type' in value && typeof (value as { type: unknown }).type === 'string') return (value as { type: string }).type
  if (typeof value === 'function') {
    const f = value as { type?: unknown; name?: string; guards?: unknown[] }
    if (typeof f.type === 'string') {
      if (f.type === 'xstate.not' && Array.isArray(f.guards) && f.guards.length === 1) return `!${implName(f.guards[0])}`
      if ((f.type === 'xstate.and' || f.type === 'xstate.or') && Array.isArray(f.guards))
        return `${f.type.slice('xstate.'.length)}(${f.guards.map(implName).join(', ')})`
      return f.type.startsWith('xstate.') ? f.type.slice('xstate.'.length) : f.type
    }
    return f.name || '(inline)'
  }
  return '(inline)'
}

/** `1500` → `1.5 s`, `300` → `300 ms`. */
export function formatDelay(ms: number): string {
  return ms >= 1000 ? `${Number((ms / 1000).toFixed(2))} s` : `${ms} ms`
}

/** The delay of an `after` transition in ms when the machine defines it as a number. */
export function delayMs(machine: AnyStateMachine, delay: unknown): number | null {
  if (typeof delay === 'number') return delay
  if (typeof delay === 'string') {
    if (/^\d+(\.\d+)?$/.test(delay)) return Number(delay)
    const named = (machine.implementations.delays as Record<string, unknown>)[delay]
    if (typeof named === 'number') return named
  }
  return null
}

/** The kind and subject of an event type: `xstate.done.actor.login` → done / login. */
export function eventKind(
  machine: AnyStateMachine,
  eventType: string,
  t?: AnyTransitionDefinition,
): { kind: EdgeKind; subject: string; delayName: string | null; delayMs: number | null } {
  if (eventType === '') return { kind: 'always', subject: '', delayName: null, delayMs: null }
  if (eventType.startsWith('xstate.done.actor.')) return { kind: 'done', subject: eventType.slice('xstate.done.actor.'.length), delayName: null, delayMs: null }
  if (eventType.startsWith('xstate.error.actor.')) return { kind: 'error', subject: eventType.slice('xstate.error.actor.'.length), delayName: null, delayMs: null }
  if (eventType.startsWith('xstate.done.state.')) return { kind: 'stateDone', subject: eventType.slice('xstate.done.state.'.length), delayName: null, delayMs: null }
  if (eventType.startsWith('xstate.after.')) {
    const rest = eventType.slice('xstate.after.'.length)
    let name: string
    const delay = (t as { delay?: unknown } | undefined)?.delay
    if (typeof delay === 'string' || typeof delay === 'number') name = String(delay)
    else {
      // `<delay>.<state id>`: the state id is the source's; the delay is what comes before it.
      const source = (t?.source as AnyStateNode | undefined)?.id
      name = source && rest.endsWith(`.${source}`) ? rest.slice(0, -source.length - 1) : (rest.split('.')[0] ?? rest)
    }
    const ms = delayMs(machine, name)
    return { kind: 'after', subject: ms === null ? name : formatDelay(ms), delayName: name, delayMs: ms }
  }
  return { kind: 'event', subject: eventType, delayName: null, delayMs: null }
}

/** The notation of an event on the diagram: `form.submit`, `after 1.5 s`, `done: login`, `error: login`, `always`. */
export function eventNotation(kind: EdgeKind, subject: string): string {
  switch (kind) {
    case 'after':
      return `after ${subject}`
    case 'done':
      return `done: ${subject}`
    case 'error':
      return `error: ${subject}`
    case 'stateDone':
      return `done: ${subject.split('.').pop() ?? subject}`
    case 'always':
      return 'always'
    default:
      return subject
  }
}

export function edgeLabel(event: string, guard: string | null, actions: string[]): string {
  return `${event}${guard ? ` [${guard}]` : ''}${actions.length > 0 ? ` / ${actions.join(', ')}` : ''}`
}

function nodeType(node: AnyStateNode): DiagramNodeType {
  if (node.type === 'parallel' || node.type === 'final' || node.type === 'history') return node.type
  return Object.keys(node.states).length > 0 ? 'compound' : 'atomic'
}

function toNode(node: AnyStateNode, parent: AnyStateNode | null): DiagramNode {
  const initialIds = parent?.type === 'compound' ? (parent.initial?.target ?? []).map((n: AnyStateNode) => n.id) : []
  return {
    id: node.id,
    key: node.path.join('.'),
    name: node.key,
    type: nodeType(node),
    initial: initialIds.includes(node.id),
    region: parent?.type === 'parallel',
    description: node.description ?? null,
    invokes: node.invoke.map((i) => String(i.id ?? i.src)),
    children: (Object.values(node.states) as AnyStateNode[]).map((child) => toNode(child, node)),
  }
}

/** The diagram of a machine: its state tree and every transition definition as edges. */
export function buildDiagram(machine: AnyStateMachine): Diagram {
  const root = toNode(machine.root, null)
  const nodes = new Map<string, DiagramNode>()
  const index = (n: DiagramNode) => {
    nodes.set(n.id, n)
    n.children.forEach(index)
  }
  index(root)
  const edges: DiagramEdge[] = []
  for (const node of stateNodes(machine.root)) {
    const definitions = [...node.transitions.values()].flat().concat(node.always ?? [])
    for (const t of definitions) {
      const key = transitionKey(t)
      const { kind, subject } = eventKind(machine, t.eventType, t)
      const guard = t.guard ? implName(t.guard) : null
      const actions = t.actions.map(implName)
      const label = edgeLabel(eventNotation(kind, subject), guard, actions)
      const targets = (t.target ?? []) as AnyStateNode[]
      const description = (t as { description?: string }).description ?? null
      if (targets.length === 0)
        edges.push({ id: `${key} @0`, key, source: node.id, target: node.id, targetless: true, kind, eventType: t.eventType, subject, guard, actions, label, description })
      targets.forEach((target, i) =>
        edges.push({ id: `${key} @${i}`, key, source: node.id, target: target.id, targetless: false, kind, eventType: t.eventType, subject, guard, actions, label, description }),
      )
    }
  }
  return { machineId: machine.id, machine, root, edges, nodes }
}

// ---------------------------------------------------------------------------------------------
// ELK graph
// ---------------------------------------------------------------------------------------------

/** State names (bold). */
export const FONT_SIZE = 14
/** Transition labels and the lines inside a state: at least 12 px on screen at "Fit" (its scale is never below 1 on a desktop). */
export const LABEL_FONT_SIZE = 12
const CHAR_W = 8.4
const LABEL_CHAR_W = 7.2
export const HEADER_H = 28
/** Edge labels longer than this wrap onto more lines. */
const LABEL_MAX_CHARS = 30

/** A text as lines of at most `max` characters (breaks at spaces; a longer word stays whole). Never cut. */
export function wrapLabel(text: string, max = LABEL_MAX_CHARS): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

/** Text width in px at a font size; the page passes a canvas measurement, the default estimates. */
export type Measure = (text: string, fontSize: number, bold?: boolean) => number

export const estimate: Measure = (text, fontSize, bold) => text.length * (fontSize === LABEL_FONT_SIZE ? LABEL_CHAR_W : CHAR_W) * (bold ? 1.08 : 1)

export const LABEL_LINE_H = LABEL_FONT_SIZE + 4

export function labelSize(text: string, measure: Measure = estimate): { width: number; height: number } {
  const lines = wrapLabel(text)
  return { width: Math.max(...lines.map((l) => measure(l, LABEL_FONT_SIZE))) + 8, height: lines.length * LABEL_LINE_H + 4 }
}

export const LINE_H = 16
/** Internal transitions (targetless: they run actions and stay) are written inside their state, UML style, wrapped at this many characters. */
export const INTERNAL_MAX_CHARS = 40

export function internalLines(diagram: Diagram, node: DiagramNode): DiagramEdge[] {
  return diagram.edges.filter((e) => e.targetless && e.source === node.id)
}

/** The texts the diagram shows: the page passes human labels (labels.ts); the default is the notation. */
export interface DiagramTexts {
  /** The title of a state box. */
  node: (n: DiagramNode) => string
  /** The label of a transition (on its edge, or inside its state when internal). */
  edge: (e: DiagramEdge) => string
  /** The "invoke x" line of a state. */
  invoke: (id: string) => string
  parallel: string
}

export const NOTATION: DiagramTexts = { node: (n) => n.name, edge: (e) => e.label, invoke: (id) => `invoke ${id}`, parallel: 'parallel' }

/** The wrapped lines written inside a state below its title: invoked actors, then internal transitions (one list per line group). */
export function innerLines(diagram: Diagram, n: DiagramNode, texts: DiagramTexts = NOTATION): Array<{ kind: 'invoke'; id: string; lines: string[] } | { kind: 'internal'; edge: DiagramEdge; lines: string[] }> {
  return [
    ...n.invokes.map((id) => ({ kind: 'invoke' as const, id, lines: wrapLabel(texts.invoke(id), INTERNAL_MAX_CHARS) })),
    ...internalLines(diagram, n).map((edge) => ({ kind: 'internal' as const, edge, lines: wrapLabel(texts.edge(edge), INTERNAL_MAX_CHARS) })),
  ]
}

export function nodeTitle(n: DiagramNode, texts: DiagramTexts = NOTATION): string {
  return n.type === 'parallel' ? `${texts.node(n)} (${texts.parallel})` : texts.node(n)
}

function nodeWidth(diagram: Diagram, n: DiagramNode, measure: Measure, texts: DiagramTexts): number {
  const lines = innerLines(diagram, n, texts).flatMap((g) => g.lines)
  const extra = lines.length > 0 ? Math.max(...lines.map((l) => measure(l, LABEL_FONT_SIZE))) : 0
  const title = measure(nodeTitle(n, texts), FONT_SIZE, true)
  return Math.ceil(Math.max(80, title + 28, extra + 24))
}

function innerLineCount(diagram: Diagram, n: DiagramNode, texts: DiagramTexts): number {
  return innerLines(diagram, n, texts).reduce((sum, g) => sum + g.lines.length, 0)
}

export const INITIAL_DOT = 12
/** The height of a state box without lines inside (each line inside adds LINE_H). */
export const ATOMIC_H = 38
/** Baselines in a state box: the title alone, the title above lines, the first line. */
export const TITLE_BASELINE = 24
export const TITLE_BASELINE_WITH_LINES = 22
export const FIRST_LINE_BASELINE = 40

export type DiagramDirection = 'RIGHT' | 'DOWN'

/**
 * Depth-first cycle breaking from the initial state (a compound's first child): the edges along the
 * flow point forward, so the diagram never reads bottom to top. Every compound needs it, not only
 * the root (ELK's MODEL_ORDER strategy crashes on hierarchical graphs in elkjs 0.12).
 */
const ORDER_OPTIONS = {
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
} as const

/**
 * The ELK input: compound states contain their children; an initial marker dot per compound.
 * The layout follows the definition's order (initial state first), so the flow reads left to
 * right or top to bottom, never backwards.
 */
export function toElkGraph(diagram: Diagram, measure: Measure = estimate, texts: DiagramTexts = NOTATION, direction: DiagramDirection = 'DOWN'): ElkNode {
  const edges: ElkExtendedEdge[] = []
  const build = (n: DiagramNode): ElkNode => {
    const children: ElkNode[] = n.children.map(build)
    const initial = n.children.find((c) => c.initial)
    if (initial) {
      children.unshift({ id: `${n.id}#initial`, width: INITIAL_DOT, height: INITIAL_DOT })
      edges.push({ id: `${n.id}#initial-edge`, sources: [`${n.id}#initial`], targets: [initial.id] })
    }
    const lines = innerLineCount(diagram, n, texts)
    if (n.children.length === 0) return { id: n.id, width: nodeWidth(diagram, n, measure, texts), height: ATOMIC_H + lines * LINE_H }
    return {
      id: n.id,
      children,
      layoutOptions: {
        ...ORDER_OPTIONS,
        'elk.padding': `[top=${HEADER_H + 10 + lines * LINE_H},left=14,bottom=14,right=14]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${nodeWidth(diagram, n, measure, texts)}, 44)`,
      },
    }
  }
  const root = build(diagram.root)
  for (const e of diagram.edges) {
    if (e.targetless) continue
    const text = texts.edge(e)
    const size = labelSize(text, measure)
    edges.push({ id: e.id, sources: [e.source], targets: [e.target], labels: [{ id: `${e.id}#label`, text, ...size }] })
  }
  return {
    id: '__root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': direction,
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      ...ORDER_OPTIONS,
      'elk.layered.spacing.nodeNodeBetweenLayers': '40',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '6',
      'elk.spacing.edgeEdge': '14',
      'elk.layered.spacing.edgeEdgeBetweenLayers': '12',
      'elk.layered.spacing.edgeNodeBetweenLayers': '16',
      'elk.spacing.edgeNode': '16',
      'elk.edgeLabels.inline': 'false',
      'elk.layered.edgeLabels.sideSelection': direction === 'DOWN' ? 'SMART_DOWN' : 'SMART_UP',
      'elk.padding': '[top=12,left=12,bottom=12,right=12]',
    },
    children: [root],
    edges,
  }
}
