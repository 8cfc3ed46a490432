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

/** How a screen loads (RouteEntry's `plain`, `rich` and `ns`). */
type ScreenOptions = Pick<RouteEntry, 'plain' | 'rich' | 'ns'>

function screen(load: () => Promise<ComponentType>, name: string, options: ScreenOptions = {}): Screen {
  let loaded: ComponentType | undefined
  let failed = false
  let loading: Promise<void> | undefined
  const preload = () => {
    // Chakra (and the rich system) load with the chunk, unless the screen is plain.
    loading ??= Promise.all([
      load(),
      options.plain ? undefined : loadChakra({ rich: options.rich }),
      loadNamespaces(options.ns ?? []),
    ]).then(
      ([component]) => {
        loaded = options.plain ? component : inChakra(component)
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

/** The screens, by `RouteEntry.screen`: one for every route, made from its entry (screens.test.ts). */
export const SCREENS: Record<string, Screen> = Object.fromEntries(ROUTES.map((route) => [route.screen, screen(route.page, route.component, route)]))

export const NOT_FOUND_SCREEN = screen(() => import('./not-found-page').then((module) => module.NotFoundPage), 'NotFoundPage')

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
