/**
 * The route table of docs/spec/1-shell-and-accounts.md §2.1 as data: the router, the sidebar, the screens (screens.tsx) and the
 * tests all read it. `screen` names the i18n title key `routes.<screen>`.
 */
export type RouteAccess = 'public' | 'auth' | 'protected'

export interface RouteEntry {
  path: string
  screen: string
  access: RouteAccess
}

export const ROUTES: RouteEntry[] = [
  { path: '/', screen: 'home', access: 'public' },
  { path: '/about', screen: 'about', access: 'public' },
  { path: '/contact', screen: 'contact', access: 'public' },
  { path: '/privacy', screen: 'privacy', access: 'public' },
  { path: '/terms', screen: 'terms', access: 'public' },
  { path: '/guide', screen: 'guide', access: 'public' },
  { path: '/api-docs', screen: 'apiDocs', access: 'public' },
  { path: '/lab', screen: 'lab', access: 'public' },
  { path: '/lab/:machineId', screen: 'labMachine', access: 'public' },
  { path: '/bug-hunt', screen: 'bugHunt', access: 'public' },
  { path: '/learn', screen: 'learn', access: 'public' },
  { path: '/learn/:track', screen: 'learnTrack', access: 'public' },
  { path: '/learn/:track/certificate', screen: 'learnCertificate', access: 'public' },
  { path: '/learn/:track/:lesson', screen: 'learnLesson', access: 'public' },
  { path: '/login', screen: 'login', access: 'auth' },
  { path: '/signup', screen: 'signup', access: 'auth' },
  { path: '/forgot-password', screen: 'forgotPassword', access: 'auth' },
  { path: '/dashboard', screen: 'dashboard', access: 'protected' },
  { path: '/posts', screen: 'posts', access: 'protected' },
  { path: '/posts/create', screen: 'postCreate', access: 'protected' },
  { path: '/posts/:id', screen: 'postDetail', access: 'protected' },
  { path: '/posts/:id/edit', screen: 'postEdit', access: 'protected' },
  { path: '/todos', screen: 'todos', access: 'protected' },
  { path: '/calendar', screen: 'calendar', access: 'protected' },
  { path: '/kanban', screen: 'kanban', access: 'protected' },
  { path: '/chat', screen: 'chat', access: 'protected' },
  { path: '/settings', screen: 'settings', access: 'protected' },
  { path: '/profile', screen: 'profile', access: 'protected' },
  { path: '/search', screen: 'search', access: 'protected' },
  { path: '/qa', screen: 'qaHub', access: 'protected' },
  { path: '/playground', screen: 'playground', access: 'protected' },
  { path: '/qa/ecommerce', screen: 'ecommerce', access: 'protected' },
  { path: '/qa/banking', screen: 'banking', access: 'protected' },
  { path: '/qa/social', screen: 'social', access: 'protected' },
  { path: '/qa/booking', screen: 'booking', access: 'protected' },
  { path: '/challenges', screen: 'challenges', access: 'protected' },
  { path: '/challenges/:slug', screen: 'challenge', access: 'protected' },
]

/**
 * Sidebar of the signed-in modules (docs/spec/1-shell-and-accounts.md §2.2, docs/spec/2-everyday-modules.md §2): the
 * spec's seven in its order, then the challenges catalogue (added to the product after the spec).
 */
export const SIDEBAR_ITEMS = [
  { id: 'overview', path: '/dashboard' },
  { id: 'posts', path: '/posts' },
  { id: 'todos', path: '/todos' },
  { id: 'calendar', path: '/calendar' },
  { id: 'kanban', path: '/kanban' },
  { id: 'chat', path: '/chat' },
  { id: 'settings', path: '/settings' },
  { id: 'challenges', path: '/challenges' },
] as const

/** Active by path prefix: /posts/12 highlights posts. */
export function isActivePath(itemPath: string, pathname: string): boolean {
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`)
}

/**
 * The QA playground routes, whose blocked visitors see the hub's login-required message. Takes a
 * path or a whole origin (`/qa?sandbox=1`, `/playground#forms`): the query and hash do not count.
 */
export function isPlaygroundPath(location: string): boolean {
  const pathname = location.split(/[?#]/, 1)[0] ?? ''
  return pathname === '/qa' || pathname.startsWith('/qa/') || pathname === '/playground' || pathname === '/playground/'
}
