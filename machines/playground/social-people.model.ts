/**
 * Graph model of the people around the feed (tests/model/social-people.model.spec.ts): follow
 * toggles of two suggested people, dismissing the suggestions, the chat buttons and the reset.
 */
import type { EventFromLogic } from 'xstate'
import { defineModel } from '../shared/model'
import { socialPeopleMachine, type PeopleContext } from './social-people.machine'

type Ev = EventFromLogic<typeof socialPeopleMachine>

export const PEOPLE_MODEL_SAMPLES = { usernames: ['@alexm', '@davidk'], friend: 'Lisa Park' } as const

export const socialPeopleModel = defineModel({
  id: 'socialPeople',
  area: 'social',
  routes: ['/qa/social'],
  title: 'Follows and suggestions',
  description: 'Follow / unfollow with toasts, stored follows, dismissible suggestions, chats, reset to defaults.',
  machine: socialPeopleMachine,
  starts: [{ name: 'nobody followed', input: { following: [] } }],
  events: (s) => {
    const events: Ev[] = [
      { type: 'suggestions.dismiss' },
      { type: 'chat.open', name: PEOPLE_MODEL_SAMPLES.friend },
      { type: 'chat.openLive' },
      { type: 'follows.reset' },
    ]
    // The follow buttons live in the suggestions list.
    if (s.matches('suggestionsShown')) events.push(...PEOPLE_MODEL_SAMPLES.usernames.map((username) => ({ type: 'follow.toggle' as const, username })))
    return events
  },
  context: (s) => (s.context as PeopleContext).following,
})
