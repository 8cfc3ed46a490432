/**
 * The lab's data on the main thread: the catalogue by id, the diagrams (cached per machine) and
 * the learner's record as React state. The graph analyses run in analysis.worker.ts.
 */
import { useSyncExternalStore } from 'react'
import type { AnyStateMachine } from 'xstate'
import { catalog } from '@machines/catalog'
import type { LabRecord } from '@machines/lab/keys'
import type { MachineModel } from '@machines/shared/model'
import { readLabRecord, subscribeLabRecord } from '@/lab-runtime/recorder'
import { buildDiagram, type Diagram } from './diagram/diagram-model'

export type Model = MachineModel<AnyStateMachine>

export const MODELS: readonly Model[] = catalog

export function modelById(id: string | undefined): Model | undefined {
  return id === undefined ? undefined : MODELS.find((m) => m.id === id)
}

const diagrams = new Map<string, Diagram>()

/** The diagram of a machine (read from its definition once per page load). */
export function diagramOf(model: Model): Diagram {
  let diagram = diagrams.get(model.id)
  if (!diagram) diagrams.set(model.id, (diagram = buildDiagram(model.machine)))
  return diagram
}

/** The learner's record; re-renders on every change (this tab or another). */
export function useLabRecord(): LabRecord {
  return useSyncExternalStore(subscribeLabRecord, readLabRecord, readLabRecord)
}
