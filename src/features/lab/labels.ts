/**
 * Human labels, en and ko, of everything the lab shows about a machine: states (from the
 * `lab-events` namespace's `states` map of state names, with optional per-machine overrides in
 * `machineStates.<model id>.<a.b>`), events (event-words.ts), transitions (`source: event →
 * target`) and 1-switch pairs. The internal id is shown next to a label in small code type by the
 * views, never instead of it. A name missing from the maps is humanised (`loadingUsers` →
 * "Loading users"); labels.test.ts keeps every catalogued state and event labelled in both
 * languages.
 */
import type { TFunction } from 'i18next'
import { splitPairKey } from '@machines/lab/keys'
import type { DiagramEdge } from './diagram/diagram-model'
import { eventWords, humanise, lookupEvents } from './event-words'
import { diagramOf, type Model } from './lab-data'

export { humanise }

const lookup = lookupEvents

/** The label of one state name (a path segment). */
export function stateNameWords(t: TFunction, name: string): string {
  return lookup(t, `states.${name}`) ?? humanise(name)
}

/** The label of a state key (`a.b`, '' for the machine itself): segments joined with ` › `. */
export function stateWords(t: TFunction, model: Model, key: string): string {
  if (key === '') return t(`machines.${model.id}.title`, { ns: 'lab' })
  const override = lookup(t, `machineStates.${model.id}.${key.replace(/\./g, '__')}`)
  if (override) return override
  return key
    .split('.')
    .map((name) => stateNameWords(t, name))
    .join(' › ')
}

/**
 * A state's or transition's `description` (the machine's own English text) in the screen's language, from the
 * `lab-descriptions` namespace, keyed by the English text; the English text itself when a language has none.
 * lab-descriptions.test.ts keeps every catalogued description translated.
 */
export function descriptionWords(t: TFunction, text: string): string {
  return t(text, { ns: 'lab-descriptions', keySeparator: false, nsSeparator: false, defaultValue: text })
}

/** The label of a simulator start (the model's `starts[index]`), from `lab-events` `starts.<model id>.<index>`. */
export function startWords(t: TFunction, model: Model, index: number): string {
  return lookup(t, `starts.${model.id}.${index}`) ?? model.starts[index]?.name ?? String(index)
}

/** The label of a simulator state value shown as `a.b` with parallel regions joined by ` + `. */
export function stateValueWords(t: TFunction, model: Model, shown: string): string {
  return shown
    .split(' + ')
    .map((part) => stateWords(t, model, part))
    .join(' + ')
}

const edgeCache = new WeakMap<object, Map<string, DiagramEdge[]>>()

function edgesByKey(model: Model): Map<string, DiagramEdge[]> {
  const diagram = diagramOf(model)
  let map = edgeCache.get(diagram)
  if (!map) {
    map = new Map()
    for (const e of diagram.edges) map.set(e.key, [...(map.get(e.key) ?? []), e])
    edgeCache.set(diagram, map)
  }
  return map
}

/** The `a.b` key of a state node id (`login.editing` → `editing`). */
function keyOfNode(model: Model, id: string): string {
  return diagramOf(model).nodes.get(id)?.key ?? id
}

/** "Editing: Type an e-mail → Editing"; a transition that stays reads "(stays)". */
export function transitionWords(t: TFunction, model: Model, key: string): string {
  const edges = edgesByKey(model).get(key)
  if (!edges || edges.length === 0) {
    // Not a transition of the diagram (an older record): source and event, humanised.
    const [source = '', event = ''] = key.split(' ')
    return `${stateWords(t, model, keyOfNode(model, source))}: ${event === '(always)' ? t('words.always', { ns: 'lab' }) : eventWords(t, model.machine, event)}`
  }
  const first = edges[0]!
  const source = stateWords(t, model, keyOfNode(model, first.source))
  const event = eventWords(t, model.machine, first.eventType)
  const targets = first.targetless ? t('table.stays', { ns: 'lab' }) : `→ ${edges.map((e) => stateWords(t, model, keyOfNode(model, e.target))).join(', ')}`
  return `${source}: ${event} ${targets}`
}

/** "<first transition>, then <second transition>". */
export function pairWords(t: TFunction, model: Model, pair: string): string {
  const [a, b] = splitPairKey(pair)
  return t('words.pair', { ns: 'lab', first: transitionWords(t, model, a), second: transitionWords(t, model, b) })
}
