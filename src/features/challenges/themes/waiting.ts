/**
 * The "waiting and timing" challenges. Their delays run on catalogued machines:
 * `challengeDelayedTask` (client timer or sandbox request, named delay `work`),
 * `challengeDynamicControls` (its two controls, named delay `work`, and its solved rule) and
 * `challengeProgress` (the progress bar's `tick`). Every delay can be shortened from the address
 * (`?delay=`, `?tick=`); the two request-based pages forward `?delay=` to their sandbox route.
 */
import type { ChallengeDef } from '../types'

const TASK = ['challengeDelayedTask']

export const waitingChallenges: ChallengeDef[] = [
  {
    slug: 'client-delay',
    theme: 'waiting',
    difficulty: 1,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [{ site: 'UI Test Automation Playground', name: 'Client Side Delay' }],
    solvable: true,
    machines: TASK,
    load: () => import('../waiting/client-delay'),
  },
  {
    slug: 'load-delay',
    theme: 'waiting',
    difficulty: 1,
    trips: ['cypress', 'selenium'],
    references: [{ site: 'UI Test Automation Playground', name: 'Load Delay' }],
    solvable: true,
    machines: TASK,
    load: () => import('../waiting/load-delay'),
  },
  {
    slug: 'ajax-data',
    theme: 'waiting',
    difficulty: 2,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [{ site: 'UI Test Automation Playground', name: 'AJAX Data' }],
    solvable: true,
    machines: TASK,
    load: () => import('../waiting/ajax-data'),
  },
  {
    slug: 'progress-bar',
    theme: 'waiting',
    difficulty: 2,
    trips: ['cypress', 'selenium'],
    references: [{ site: 'UI Test Automation Playground', name: 'Progress Bar' }],
    solvable: true,
    machines: ['challengeProgress'],
    load: () => import('../waiting/progress-bar'),
  },
  {
    slug: 'dynamic-loading',
    theme: 'waiting',
    difficulty: 1,
    trips: ['cypress', 'selenium'],
    references: [{ site: 'the-internet', name: 'Dynamic Loading' }],
    solvable: true,
    machines: TASK,
    load: () => import('../waiting/dynamic-loading'),
  },
  {
    slug: 'dynamic-controls',
    theme: 'waiting',
    difficulty: 2,
    trips: ['cypress', 'selenium'],
    references: [{ site: 'the-internet', name: 'Dynamic Controls' }],
    solvable: true,
    machines: ['challengeDynamicControls'],
    load: () => import('../waiting/dynamic-controls'),
  },
  {
    slug: 'animated-button',
    theme: 'waiting',
    difficulty: 2,
    trips: ['selenium'],
    references: [{ site: 'UI Test Automation Playground', name: 'Animated Button' }],
    solvable: true,
    machines: TASK,
    load: () => import('../waiting/animated-button'),
  },
  {
    slug: 'auto-wait',
    theme: 'waiting',
    difficulty: 3,
    trips: ['cypress', 'selenium'],
    references: [{ site: 'UI Test Automation Playground', name: 'Auto Wait' }],
    solvable: true,
    machines: TASK,
    load: () => import('../waiting/auto-wait'),
  },
  {
    slug: 'disappearing-elements',
    theme: 'waiting',
    difficulty: 2,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [{ site: 'the-internet', name: 'Disappearing Elements' }],
    solvable: true,
    seeded: true,
    load: () => import('../waiting/disappearing-elements'),
  },
  {
    slug: 'shifting-content',
    theme: 'waiting',
    difficulty: 1,
    trips: ['selenium'],
    references: [{ site: 'the-internet', name: 'Shifting Content' }],
    solvable: true,
    seeded: true,
    load: () => import('../waiting/shifting-content'),
  },
]
