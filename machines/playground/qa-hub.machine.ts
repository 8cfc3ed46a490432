/**
 * The QA hub (docs/spec/3-playground.md "QA hub", §9): five scenario cards; each card previews its first 3 tags and
 * a '+N' toggle expands or collapses the rest. Cards expand independently (a set of card ids).
 */
import { assign, setup } from 'xstate'

/** docs/spec/3-playground.md §9: "Hub tag preview: 3 tags per card". */
export const TAG_PREVIEW_COUNT = 3

export type ScenarioId = 'playground' | 'ecommerce' | 'banking' | 'social' | 'booking'
export type ScenarioLevel = 'beginner' | 'intermediate' | 'advanced'

export interface HubScenario {
  id: ScenarioId
  /** Where the card's start button leads. */
  route: string
  level: ScenarioLevel
  /** Tag ids (labels are translated: `qa:hub.tags.<id>`), in display order. */
  tags: readonly string[]
}

/** The five scenarios of the hub, in display order (docs/spec/3-playground.md §2 route table). */
export const HUB_SCENARIOS: readonly HubScenario[] = [
  { id: 'playground', route: '/playground', level: 'beginner', tags: ['forms', 'validation', 'buttons', 'modals', 'tabs', 'drag-and-drop', 'data-table'] },
  { id: 'ecommerce', route: '/qa/ecommerce', level: 'intermediate', tags: ['product-page', 'variants', 'cart', 'coupons', 'reviews'] },
  { id: 'banking', route: '/qa/banking', level: 'advanced', tags: ['transfers', 'pin', 'modals', 'search', 'bills', 'security'] },
  { id: 'social', route: '/qa/social', level: 'intermediate', tags: ['feed', 'posts', 'comments', 'search', 'uploads', 'local-storage', 'polls'] },
  { id: 'booking', route: '/qa/booking', level: 'advanced', tags: ['wizard', 'date-time', 'validation', 'promo-codes', 'modals', 'local-storage'] },
]

export function hubScenario(id: string): HubScenario | undefined {
  return HUB_SCENARIOS.find((s) => s.id === id)
}

/** How many tags the '+N' toggle hides (0: the card has no toggle). */
export function hiddenTagCount(scenario: HubScenario): number {
  return Math.max(0, scenario.tags.length - TAG_PREVIEW_COUNT)
}

/** The tags a card shows: the first 3, or all of them when expanded. */
export function visibleTags(scenario: HubScenario, expanded: boolean): readonly string[] {
  return expanded ? scenario.tags : scenario.tags.slice(0, TAG_PREVIEW_COUNT)
}

export interface QaHubContext {
  /** Ids of the cards whose tag list is expanded. */
  expanded: ScenarioId[]
}

export type QaHubEvent = { type: 'tags.toggle'; scenarioId: ScenarioId }

export const qaHubMachine = setup({
  types: {
    context: {} as QaHubContext,
    events: {} as QaHubEvent,
  },
  guards: {
    /** Only a card with more than 3 tags has a '+N' toggle. */
    hasHiddenTags: ({ event }) => {
      const scenario = hubScenario(event.scenarioId)
      return scenario !== undefined && hiddenTagCount(scenario) > 0
    },
  },
  actions: {
    toggleTags: assign({
      expanded: ({ context, event }) =>
        context.expanded.includes(event.scenarioId)
          ? context.expanded.filter((id) => id !== event.scenarioId)
          : HUB_SCENARIOS.map((s) => s.id).filter((id) => id === event.scenarioId || context.expanded.includes(id)),
    }),
  },
}).createMachine({
  id: 'qaHub',
  context: { expanded: [] },
  initial: 'browsing',
  states: {
    browsing: {
      on: {
        'tags.toggle': {
          guard: 'hasHiddenTags',
          description: "The card's '+N' toggle: shows every tag, or collapses back to the first 3. Other cards keep their own state.",
          actions: 'toggleTags',
        },
      },
    },
  },
})
