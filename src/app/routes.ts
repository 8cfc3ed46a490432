/**
 * The route table of docs/spec/1-shell-and-accounts.md §2.1 as data: the router, the sidebar, the screens (screens.tsx
 * makes each entry's lazy, preloadable screen) and the tests all read it. A new screen is one entry here (plus its
 * files and texts).
 */
import type { ComponentType } from 'react'

export type RouteAccess = 'public' | 'auth' | 'protected'

export interface RouteEntry {
  path: string
  /** The screen's name: its i18n title key `routes.<screen>` and its key in screens.tsx's SCREENS. */
  screen: string
  access: RouteAccess
  /** Loads the screen's chunk (when the route is first opened, or at boot for a deep link) and gives its component. */
  page: () => Promise<ComponentType>
  /** The component's name (the screen's display name). */
  component: string
  /** Renders no Chakra component (plain elements with the shell's classes): Chakra does not load with it. */
  plain?: boolean
  /** Uses Chakra components beyond the small system: the rich system loads with the chunk. */
  rich?: boolean
  /** The translation namespaces the screen reads (loaded with the chunk). */
  ns?: readonly string[]
}

/** A screen's chunk and the component it exports (the type checker checks that the export exists and is a component). */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, component: K): Pick<RouteEntry, 'page' | 'component'> => ({
  page: () => load().then((module) => module[component]),
  component,
})

export const ROUTES: RouteEntry[] = [
  { path: '/', screen: 'home', access: 'public', ...page(() => import('@/features/static/home-page'), 'HomePage'), plain: true, ns: ['home'] },
  { path: '/about', screen: 'about', access: 'public', ...page(() => import('@/features/static/about-page'), 'AboutPage'), ns: ['about'] },
  { path: '/contact', screen: 'contact', access: 'public', ...page(() => import('@/features/contact/contact-page'), 'ContactPage') },
  { path: '/privacy', screen: 'privacy', access: 'public', ...page(() => import('@/features/static/privacy-page'), 'PrivacyPage'), ns: ['legal'] },
  { path: '/terms', screen: 'terms', access: 'public', ...page(() => import('@/features/static/terms-page'), 'TermsPage'), ns: ['legal'] },
  { path: '/guide', screen: 'guide', access: 'public', ...page(() => import('@/features/static/guide-page'), 'GuidePage'), ns: ['guide'] },
  { path: '/api-docs', screen: 'apiDocs', access: 'public', ...page(() => import('@/features/api-docs/api-docs-page'), 'ApiDocsPage'), rich: true, ns: ['api-docs', 'api-docs-texts'] },
  { path: '/lab', screen: 'lab', access: 'public', ...page(() => import('@/features/lab/lab-page'), 'LabPage'), rich: true, ns: ['lab', 'learn'] },
  { path: '/lab/:machineId', screen: 'labMachine', access: 'public', ...page(() => import('@/features/lab/lab-machine-page'), 'LabMachinePage'), rich: true, ns: ['lab', 'lab-events', 'lab-descriptions', 'qa'] },
  { path: '/bug-hunt', screen: 'bugHunt', access: 'public', ...page(() => import('@/features/bugs/bug-hunt-page'), 'BugHuntPage'), rich: true, ns: ['bugs'] },
  { path: '/learn', screen: 'learn', access: 'public', ...page(() => import('@/features/learn/learn-page'), 'LearnPage'), rich: true, ns: ['learn'] },
  { path: '/learn/:track', screen: 'learnTrack', access: 'public', ...page(() => import('@/features/learn/learn-track-page'), 'LearnTrackPage'), rich: true, ns: ['learn'] },
  { path: '/learn/:track/certificate', screen: 'learnCertificate', access: 'public', ...page(() => import('@/features/learn/learn-certificate-page'), 'LearnCertificatePage'), rich: true, ns: ['learn'] },
  { path: '/learn/:track/:lesson', screen: 'learnLesson', access: 'public', ...page(() => import('@/features/learn/learn-lesson-page'), 'LearnLessonPage'), rich: true, ns: ['learn'] },
  { path: '/login', screen: 'login', access: 'auth', ...page(() => import('@/features/auth/login-page'), 'LoginPage'), ns: ['auth'] },
  { path: '/signup', screen: 'signup', access: 'auth', ...page(() => import('@/features/account/signup-page'), 'SignupPage'), rich: true, ns: ['account'] },
  { path: '/forgot-password', screen: 'forgotPassword', access: 'auth', ...page(() => import('@/features/account/forgot-password-page'), 'ForgotPasswordPage'), rich: true, ns: ['account'] },
  // The dashboard and the profile load `learn` with their learning summary, after their own data (deferred-learn-summary.tsx).
  { path: '/dashboard', screen: 'dashboard', access: 'protected', ...page(() => import('@/features/dashboard/dashboard-page'), 'DashboardPage'), rich: true, ns: ['dashboard', 'qa'] },
  { path: '/posts', screen: 'posts', access: 'protected', ...page(() => import('@/features/posts/posts-page'), 'PostsPage'), rich: true, ns: ['posts', 'qa'] },
  { path: '/posts/create', screen: 'postCreate', access: 'protected', ...page(() => import('@/features/posts/post-form-page'), 'PostCreatePage'), rich: true, ns: ['posts', 'qa'] },
  { path: '/posts/:id', screen: 'postDetail', access: 'protected', ...page(() => import('@/features/posts/post-detail-page'), 'PostDetailPage'), rich: true, ns: ['posts', 'qa'] },
  { path: '/posts/:id/edit', screen: 'postEdit', access: 'protected', ...page(() => import('@/features/posts/post-form-page'), 'PostEditPage'), rich: true, ns: ['posts', 'qa'] },
  { path: '/todos', screen: 'todos', access: 'protected', ...page(() => import('@/features/todos/todos-page'), 'TodosPage'), rich: true, ns: ['todos', 'qa'] },
  { path: '/calendar', screen: 'calendar', access: 'protected', ...page(() => import('@/features/calendar/calendar-page'), 'CalendarPage'), rich: true, ns: ['calendar', 'qa'] },
  { path: '/kanban', screen: 'kanban', access: 'protected', ...page(() => import('@/features/kanban/kanban-page'), 'KanbanPage'), rich: true, ns: ['kanban', 'qa'] },
  { path: '/chat', screen: 'chat', access: 'protected', ...page(() => import('@/features/chat/chat-page'), 'ChatPage'), rich: true, ns: ['chat', 'qa'] },
  { path: '/settings', screen: 'settings', access: 'protected', ...page(() => import('@/features/account/settings-page'), 'SettingsPage'), rich: true, ns: ['account', 'profile'] },
  { path: '/profile', screen: 'profile', access: 'protected', ...page(() => import('@/features/account/profile-page'), 'ProfilePage'), rich: true, ns: ['profile', 'account'] },
  { path: '/search', screen: 'search', access: 'protected', ...page(() => import('@/features/search/search-page'), 'SearchPage'), rich: true, ns: ['search', 'qa'] },
  { path: '/qa', screen: 'qaHub', access: 'protected', ...page(() => import('@/features/playground/hub/qa-hub-page'), 'QaHubPage'), rich: true, ns: ['qa'] },
  { path: '/playground', screen: 'playground', access: 'protected', ...page(() => import('@/features/playground/components/component-playground-page'), 'ComponentPlaygroundPage'), rich: true, ns: ['components', 'qa'] },
  { path: '/qa/ecommerce', screen: 'ecommerce', access: 'protected', ...page(() => import('@/features/playground/shop/shop-page'), 'ShopPage'), rich: true, ns: ['shop', 'qa'] },
  { path: '/qa/banking', screen: 'banking', access: 'protected', ...page(() => import('@/features/playground/banking/banking-page'), 'BankingPage'), rich: true, ns: ['banking', 'qa'] },
  { path: '/qa/social', screen: 'social', access: 'protected', ...page(() => import('@/features/playground/social/social-page'), 'SocialPage'), rich: true, ns: ['social', 'qa'] },
  { path: '/qa/booking', screen: 'booking', access: 'protected', ...page(() => import('@/features/playground/booking/booking-page'), 'BookingPage'), rich: true, ns: ['booking', 'qa'] },
  { path: '/challenges', screen: 'challenges', access: 'protected', ...page(() => import('@/features/challenges/challenges-page'), 'ChallengesPage'), rich: true, ns: ['challenges', 'ch-locating', 'ch-waiting', 'ch-browser', 'ch-input', 'ch-content', 'qa'] },
  { path: '/challenges/:slug', screen: 'challenge', access: 'protected', ...page(() => import('@/features/challenges/challenge-page'), 'ChallengePage'), rich: true, ns: ['challenges', 'ch-locating', 'ch-waiting', 'ch-browser', 'ch-input', 'ch-content', 'qa'] },
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
