/**
 * The people around the feed (docs/spec/3-playground.md "Social feed", §4 Social): follow toggles on the
 * 'Suggested for you' list ("Following {username}" / "Unfollowed {username}", stored under
 * `qa-social-follows`), the dismissible suggestions list, the chat buttons of the online
 * friends ("Opening chat with {name}") and the live chat ("Live chat opened"). A reset of all
 * data brings the follows back to their defaults and the suggestions back.
 */
import { assign, setup, type SnapshotFrom } from 'xstate'
import { DEFAULT_FOLLOWS } from './social-data'

export interface PeopleContext {
  /** '@username' of everyone followed. */
  following: string[]
}

export interface PeopleInput {
  following: string[]
}

export type PeopleEvent =
  | { type: 'follow.toggle'; username: string }
  | { type: 'suggestions.dismiss' }
  | { type: 'chat.open'; name: string }
  | { type: 'chat.openLive' }
  | { type: 'follows.reset' }

export type PeopleNotice =
  | { code: 'following'; username: string }
  | { code: 'unfollowed'; username: string }
  | { code: 'chatOpening'; name: string }
  | { code: 'liveChat' }

export const socialPeopleMachine = setup({
  types: {
    context: {} as PeopleContext,
    events: {} as PeopleEvent,
    input: {} as PeopleInput,
  },
  actions: {
    /** Writes the follow list to storage (`qa-social-follows`). */
    persistFollows: (_, _params: { following: string[] }) => {},
    /** Removes the stored follow list (reset to the defaults). */
    clearStoredFollows: () => {},
    notify: (_, _params: PeopleNotice) => {},
  },
  guards: {
    isFollowing: ({ context, event }) => event.type === 'follow.toggle' && context.following.includes(event.username),
  },
}).createMachine({
  id: 'socialPeople',
  context: ({ input }) => ({ following: input.following }),
  initial: 'suggestionsShown',
  on: {
    'follow.toggle': [
      {
        guard: 'isFollowing',
        description: '"Unfollowed {username}".',
        actions: [
          assign({ following: ({ context, event }) => context.following.filter((u) => u !== event.username) }),
          { type: 'persistFollows', params: ({ context }) => ({ following: context.following }) },
          { type: 'notify', params: ({ event }) => ({ code: 'unfollowed', username: event.username }) },
        ],
      },
      {
        description: '"Following {username}".',
        actions: [
          assign({ following: ({ context, event }) => [...context.following, event.username] }),
          { type: 'persistFollows', params: ({ context }) => ({ following: context.following }) },
          { type: 'notify', params: ({ event }) => ({ code: 'following', username: event.username }) },
        ],
      },
    ],
    'chat.open': { description: '"Opening chat with {name}".', actions: { type: 'notify', params: ({ event }) => ({ code: 'chatOpening', name: event.name }) } },
    'chat.openLive': { description: '"Live chat opened".', actions: { type: 'notify', params: { code: 'liveChat' } } },
    'follows.reset': {
      target: '.suggestionsShown',
      description: 'Reset data: the follows go back to their defaults and the suggestions show again.',
      actions: [assign({ following: () => [...DEFAULT_FOLLOWS] }), 'clearStoredFollows'],
    },
  },
  states: {
    suggestionsShown: {
      on: { 'suggestions.dismiss': { target: 'suggestionsDismissed', description: 'The list is hidden for this visit.' } },
    },
    suggestionsDismissed: {},
  },
})

export type SocialPeopleMachine = typeof socialPeopleMachine

// Selectors: what views read of this machine (CONVENTIONS, Machines), instead of its state paths.
type SocialPeopleSnap = SnapshotFrom<typeof socialPeopleMachine>

/** The suggestions are shown. */
export function selectSuggestionsShown(s: SocialPeopleSnap): boolean {
  return s.matches('suggestionsShown')
}
