/** Graph model of the QA hub's tag toggles (two cards are enough to show they are independent). */
import type { EventFromLogic } from 'xstate'
import { defineModel } from '../shared/model'
import { qaHubMachine, type ScenarioId } from './qa-hub.machine'

export const HUB_MODEL_CARDS: readonly ScenarioId[] = ['playground', 'banking']

export const qaHubModel = defineModel({
  id: 'qaHub',
  area: 'app',
  routes: ['/qa'],
  title: 'QA hub',
  description: "Each card shows its first 3 tags; its '+N' toggle expands and collapses the rest, independently of the other cards.",
  machine: qaHubMachine,
  starts: [{ name: 'all collapsed', input: undefined }],
  events: () => HUB_MODEL_CARDS.map((scenarioId) => ({ type: 'tags.toggle', scenarioId })) as EventFromLogic<typeof qaHubMachine>[],
  context: (s) => s.context.expanded,
})
