/**
 * The built screens as preloadable lazy components. A deep link starts loading its screen's
 * chunk at boot, while the sandbox starts and the session is checked (`preloadScreen`); the
 * guard keeps the one loading placeholder up until that chunk has arrived (`useScreenSettled`),
 * so the page renders at once instead of flashing a second and a third placeholder.
 */
import { createElement, lazy, useEffect, useReducer, type ComponentType } from 'react'
import { matchPath } from 'react-router'
import { i18n } from '../i18n'
import { ROUTES, type RouteEntry } from './routes'
import { inChakra, loadChakra } from './chakra'

/**
 * Loads translation namespaces once i18n is initialised (a preload may start before): a page
 * whose namespaces are not loaded suspends on them (react-i18next), a wait of its own.
 */
function loadNamespaces(ns: readonly string[]): Promise<void> {
  if (ns.length === 0) return Promise.resolve()
  const load = () => i18n.loadNamespaces([...ns]).catch(() => undefined)
  if (i18n.isInitialized) return load()
  return new Promise((resolve) => {
    const ready = () => {
      i18n.off('initialized', ready)
      resolve(load())
    }
    i18n.on('initialized', ready)
  })
}

export interface Screen {
  /** Renders the screen: directly once its chunk has loaded, through React.lazy (Suspense) before. */
  Component: ComponentType
  /** Starts loading the chunk (once); resolves when it is there, rejects when it failed. */
  preload: () => Promise<void>
  /** The chunk has loaded, or failed (the page's error boundary then shows the error). */
  settled: () => boolean
}

interface ScreenOptions {
  /** Renders no Chakra component (plain elements with the shell's classes): Chakra does not load with it. */
  plain?: boolean
  /** Uses Chakra components beyond the small system: the rich system loads with the chunk. */
  rich?: boolean
  /** The translation namespaces the screen reads (loaded with the chunk). */
  ns?: readonly string[]
}

function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K, options: ScreenOptions = {}): Screen {
  let loaded: ComponentType | undefined
  let failed = false
  let loading: Promise<void> | undefined
  const preload = () => {
    // Chakra (and the rich system) load with the chunk, unless the screen is plain.
    loading ??= Promise.all([
      load(),
      options.plain ? undefined : loadChakra().then((chakra) => (options.rich ? chakra.loadRichSystem() : undefined)),
      loadNamespaces(options.ns ?? []),
    ]).then(
      ([module]) => {
        loaded = options.plain ? module[name] : inChakra(module[name])
      },
      (error: unknown) => {
        failed = true
        throw error
      },
    )
    // Handled here so an unused preload never surfaces as an unhandled rejection; the lazy
    // component below still receives the error.
    loading.catch(() => undefined)
    return loading
  }
  const Lazy = lazy(async () => {
    await preload()
    return { default: loaded! }
  })
  function Component() {
    return loaded ? createElement(loaded) : createElement(Lazy)
  }
  Component.displayName = `Screen(${name})`
  return { Component, preload, settled: () => loaded !== undefined || failed }
}

const rich = (ns: readonly string[]): ScreenOptions => ({ rich: true, ns })

/** The screens, by `RouteEntry.screen`: one for every route (screens.test.ts). */
export const SCREENS: Record<string, Screen> = {
  home: screen(() => import('../features/static/home-page'), 'HomePage', { plain: true, ns: ['home'] }),
  about: screen(() => import('../features/static/about-page'), 'AboutPage', { ns: ['about'] }),
  contact: screen(() => import('../features/contact/contact-page'), 'ContactPage'),
  privacy: screen(() => import('../features/static/privacy-page'), 'PrivacyPage', { ns: ['legal'] }),
  terms: screen(() => import('../features/static/terms-page'), 'TermsPage', { ns: ['legal'] }),
  guide: screen(() => import('../features/static/guide-page'), 'GuidePage', { ns: ['guide'] }),
  apiDocs: screen(() => import('../features/api-docs/api-docs-page'), 'ApiDocsPage', rich(['api-docs'])),
  login: screen(() => import('../features/auth/login-page'), 'LoginPage', { ns: ['auth'] }),
  signup: screen(() => import('../features/account/signup-page'), 'SignupPage', rich(['account'])),
  forgotPassword: screen(() => import('../features/account/forgot-password-page'), 'ForgotPasswordPage', rich(['account'])),
  profile: screen(() => import('../features/account/profile-page'), 'ProfilePage', rich(['profile', 'account', 'learn'])),
  settings: screen(() => import('../features/account/settings-page'), 'SettingsPage', rich(['account', 'profile'])),
  qaHub: screen(() => import('../features/playground/hub/qa-hub-page'), 'QaHubPage', rich(['qa'])),
  playground: screen(() => import('../features/playground/components/component-playground-page'), 'ComponentPlaygroundPage', rich(['components', 'qa'])),
  ecommerce: screen(() => import('../features/playground/shop/shop-page'), 'ShopPage', rich(['shop', 'qa'])),
  banking: screen(() => import('../features/playground/banking/banking-page'), 'BankingPage', rich(['banking', 'qa'])),
  social: screen(() => import('../features/playground/social/social-page'), 'SocialPage', rich(['social', 'qa'])),
  booking: screen(() => import('../features/playground/booking/booking-page'), 'BookingPage', rich(['booking', 'qa'])),
  search: screen(() => import('../features/search/search-page'), 'SearchPage', rich(['search', 'qa'])),
  posts: screen(() => import('../features/posts/posts-page'), 'PostsPage', rich(['posts', 'qa'])),
  postDetail: screen(() => import('../features/posts/post-detail-page'), 'PostDetailPage', rich(['posts', 'qa'])),
  postCreate: screen(() => import('../features/posts/post-form-page'), 'PostCreatePage', rich(['posts', 'qa'])),
  postEdit: screen(() => import('../features/posts/post-form-page'), 'PostEditPage', rich(['posts', 'qa'])),
  dashboard: screen(() => import('../features/dashboard/dashboard-page'), 'DashboardPage', rich(['dashboard', 'qa', 'learn'])),
  todos: screen(() => import('../features/todos/todos-page'), 'TodosPage', rich(['todos', 'qa'])),
  calendar: screen(() => import('../features/calendar/calendar-page'), 'CalendarPage', rich(['calendar', 'qa'])),
  kanban: screen(() => import('../features/kanban/kanban-page'), 'KanbanPage', rich(['kanban', 'qa'])),
  chat: screen(() => import('../features/chat/chat-page'), 'ChatPage', rich(['chat', 'qa'])),
  lab: screen(() => import('../features/lab/lab-page'), 'LabPage', rich(['lab', 'learn'])),
  labMachine: screen(() => import('../features/lab/lab-machine-page'), 'LabMachinePage', rich(['lab', 'lab-events', 'qa'])),
  learn: screen(() => import('../features/learn/learn-page'), 'LearnPage', rich(['learn'])),
  learnTrack: screen(() => import('../features/learn/learn-track-page'), 'LearnTrackPage', rich(['learn'])),
  learnCertificate: screen(() => import('../features/learn/learn-certificate-page'), 'LearnCertificatePage', rich(['learn'])),
  learnLesson: screen(() => import('../features/learn/learn-lesson-page'), 'LearnLessonPage', rich(['learn'])),
  bugHunt: screen(() => import('../features/bugs/bug-hunt-page'), 'BugHuntPage', rich(['bugs'])),
  challenges: screen(() => import('../features/challenges/challenges-page'), 'ChallengesPage', rich(['challenges', 'ch-locating', 'ch-waiting', 'ch-browser', 'ch-input', 'ch-content', 'qa'])),
  challenge: screen(() => import('../features/challenges/challenge-page'), 'ChallengePage', rich(['challenges', 'ch-locating', 'ch-waiting', 'ch-browser', 'ch-input', 'ch-content', 'qa'])),
}

export const NOT_FOUND_SCREEN = screen(() => import('./not-found-page'), 'NotFoundPage')

/** The route entry a path opens (query and hash ignored), if any. */
export function routeFor(pathname: string): RouteEntry | undefined {
  const path = pathname.split(/[?#]/, 1)[0] ?? '/'
  return ROUTES.find((r) => matchPath({ path: r.path, end: true }, path) !== null)
}

/** The screen (with a chunk) a path renders. */
export function screenFor(pathname: string): Screen | undefined {
  const entry = routeFor(pathname)
  if (!entry) return NOT_FOUND_SCREEN
  return SCREENS[entry.screen]
}

/**
 * Starts loading the chunk of the screen a deep link will show, at boot: the route's own screen,
 * or the login page when a protected route is opened without a stored session.
 */
export function preloadScreen(pathname: string, { signedIn }: { signedIn: boolean }): void {
  const entry = routeFor(pathname)
  const target = entry?.access === 'protected' && !signedIn ? SCREENS.login : screenFor(pathname)
  void target?.preload()
}

/** The path the app booted on; only that first page waits behind the boot placeholder. */
const bootPath = typeof window === 'undefined' ? null : window.location.pathname
let bootWaitOver = false

/**
 * Whether the guard can show the page of `pathname` without it suspending: on the page the app
 * booted on, once its chunk has loaded (or failed: the error boundary then shows the error); on
 * later navigations at once (the layout's own Suspense shows the page loading, the header stays).
 */
export function useScreenSettled(pathname: string): boolean {
  const target = bootWaitOver || pathname !== bootPath ? undefined : screenFor(pathname)
  const settled = !target || target.settled()
  if (settled && target) bootWaitOver = true
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    if (settled || !target) return
    let live = true
    const done = () => {
      if (live) rerender()
    }
    target.preload().then(done, done)
    return () => {
      live = false
    }
  }, [target, settled])
  return settled
}
