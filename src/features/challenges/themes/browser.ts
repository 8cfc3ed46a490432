/**
 * The "browser features" challenges: native dialogs, windows, frames, download,
 * upload, geolocation, notifications, basic auth, redirect, status codes and an error on load.
 * Components in ../browser/<slug>.tsx; sandbox routes in mocks/handlers/challenge-browser.ts.
 */
import type { ChallengeDef } from '../types'

const DIALOGS = 'challengeNativeDialogs'
const REQUEST = 'challengeBrowserRequest'
const TARGET = 'challengeTargetMatch'
const DRAW = 'challengeSeededDraw'

export const browserChallenges: ChallengeDef[] = [
  {
    slug: 'alerts',
    theme: 'browser',
    difficulty: 2,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [{ site: 'the-internet', name: 'JavaScript Alerts' }],
    solvable: true,
    seeded: true,
    machines: [DIALOGS],
    load: () => import('../browser/alerts'),
  },
  {
    slug: 'windows',
    theme: 'browser',
    difficulty: 2,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [{ site: 'the-internet', name: 'Multiple Windows' }],
    solvable: true,
    machines: [TARGET],
    load: () => import('../browser/windows'),
  },
  {
    slug: 'frames',
    theme: 'browser',
    difficulty: 2,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [
      { site: 'the-internet', name: 'Nested Frames' },
      { site: 'the-internet', name: 'iFrame' },
    ],
    solvable: true,
    seeded: true,
    machines: [TARGET],
    load: () => import('../browser/frames'),
  },
  {
    slug: 'download',
    theme: 'browser',
    difficulty: 2,
    trips: ['cypress', 'selenium'],
    references: [{ site: 'the-internet', name: 'File Download' }],
    solvable: false,
    seeded: true,
    load: () => import('../browser/download'),
  },
  {
    slug: 'upload',
    theme: 'browser',
    difficulty: 1,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [{ site: 'the-internet', name: 'File Upload' }],
    solvable: true,
    machines: [REQUEST],
    load: () => import('../browser/upload'),
  },
  {
    slug: 'geolocation',
    theme: 'browser',
    difficulty: 2,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [{ site: 'the-internet', name: 'Geolocation' }],
    solvable: true,
    machines: [REQUEST],
    load: () => import('../browser/geolocation'),
  },
  {
    slug: 'notifications',
    theme: 'browser',
    difficulty: 2,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [{ site: 'the-internet', name: 'Notification Messages' }],
    solvable: true,
    seeded: true,
    machines: [DRAW],
    load: () => import('../browser/notifications'),
  },
  {
    slug: 'basic-auth',
    theme: 'browser',
    difficulty: 2,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [
      { site: 'the-internet', name: 'Basic Auth' },
      { site: 'the-internet', name: 'Digest Authentication' },
    ],
    solvable: true,
    machines: [REQUEST],
    load: () => import('../browser/basic-auth'),
  },
  {
    slug: 'redirect',
    theme: 'browser',
    difficulty: 1,
    trips: ['selenium'],
    references: [{ site: 'the-internet', name: 'Redirect Link' }],
    solvable: false,
    load: () => import('../browser/redirect'),
  },
  {
    slug: 'status-codes',
    theme: 'browser',
    difficulty: 2,
    trips: ['cypress', 'selenium'],
    references: [{ site: 'the-internet', name: 'Status Codes' }],
    solvable: true,
    machines: [REQUEST],
    load: () => import('../browser/status-codes'),
  },
  {
    slug: 'js-error',
    theme: 'browser',
    difficulty: 1,
    trips: ['cypress', 'playwright', 'selenium'],
    references: [{ site: 'the-internet', name: 'JavaScript onload event error' }],
    solvable: false,
    load: () => import('../browser/js-error'),
  },
]
