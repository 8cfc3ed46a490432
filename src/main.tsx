/**
 * Boot: storage hygiene, then in parallel the sandbox (a lazy chunk, only when on), i18n, the app
 * modules and the deep link's page chunk (with Chakra, unless the page is the plain home page);
 * then analytics, the session check and the first render.
 * A failure here shows a readable page, not a blank one.
 */
import { startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { hasStoredToken } from './api/tokens'
import { nextTask, preloadChakra } from './app/chakra'
import { initI18n } from './i18n'
import { initAnalytics } from './lib/analytics'
import { APP_VERSION, isNetworkMode, resolveSandbox, setSandboxMode, setSandboxStorage } from './lib/env'
import { migrateOnVersionChange, sanitizeStorage } from './lib/storage'

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

function showBootError(error: unknown, sandbox: boolean): void {
  const root = document.getElementById('root')
  if (!root) return
  const ko = document.documentElement.lang === 'ko'
  const detail = error instanceof Error ? error.message : String(error)
  root.innerHTML = ''
  const box = document.createElement('div')
  box.setAttribute('role', 'alert')
  box.dataset.testid = 'boot-error'
  box.style.cssText = 'max-width:40rem;margin:10vh auto;padding:1.5rem;font-family:system-ui,sans-serif;line-height:1.5'
  const title = document.createElement('h1')
  title.textContent = ko ? 'QA Playground를 시작하지 못했습니다' : 'QA Playground could not start'
  const text = document.createElement('p')
  text.textContent = sandbox
    ? ko
      ? '브라우저 샌드박스(Mock Service Worker)를 시작하지 못했습니다. 서비스 워커를 허용하는 일반 창에서 새로고침하거나, ?sandbox=0 으로 실제 API를 사용하세요.'
      : 'The in-browser sandbox (Mock Service Worker) could not start. Reload in a normal window that allows service workers, or open with ?sandbox=0 to use the configured API.'
    : ko
      ? '새로고침해 주세요. 문제가 계속되면 support@example.com 으로 알려 주세요.'
      : 'Please reload the page. If this keeps happening, tell us at support@example.com.'
  const code = document.createElement('pre')
  code.textContent = detail
  code.style.whiteSpace = 'pre-wrap'
  const button = document.createElement('button')
  button.textContent = ko ? '새로고침' : 'Reload'
  button.dataset.testid = 'boot-error-reload-button'
  button.onclick = () => window.location.reload()
  box.append(title, text, code, button)
  root.append(box)
}

/** The sandbox could not start (service workers blocked): a translated page pointing to network mode and ?sandbox=0. */
function explainSandbox(error: unknown, i18nReady: ReturnType<typeof initI18n>): void {
  Promise.all([import('./features/network/service-worker-needed'), i18nReady])
    .then(([{ showServiceWorkerNeeded }, i18n]) => showServiceWorkerNeeded(i18n, error))
    .catch(() => showBootError(error, true))
}

async function boot(): Promise<void> {
  migrateOnVersionChange(APP_VERSION)
  sanitizeStorage()
  const sandbox = resolveSandbox(window.location.search, sessionStore())
  setSandboxMode(sandbox)
  let sandboxFailed = false
  const i18nReady = initI18n()
  i18nReady.catch(() => undefined)
  try {
    // Everything the first page needs starts loading at once, in parallel: the app's modules, the
    // chunk of the page a deep link opens, the sandbox and the translations. The session check
    // then runs while the page's chunk may still be arriving; one placeholder covers it all.
    // The sandbox first: with a big store its data load is the longest part of a signed-in boot,
    // and its modules are asked for before the others (six requests at a time over HTTP/1.1).
    const sandboxReady = sandbox
      ? ('serviceWorker' in navigator
          ? // <html lang> is the interface language already (index.html's pre-paint script, the same order as i18n):
            // a first start in Korean gets the Korean sample data.
            import('@mocks/browser').then(({ startSandbox }) => startSandbox({ language: document.documentElement.lang }))
          : Promise.reject(new Error('navigator.serviceWorker is not available in this browser or on this (insecure) origin'))
        ).then(setSandboxStorage, (error: unknown) => {
          sandboxFailed = true
          // index.html's stand-in: calls queued on window.__sandbox and window.__sandboxReady reject with the reason.
          window.__sandboxFailed?.(error)
          throw error
        })
      : Promise.resolve()
    const modules = Promise.all([import('./app/session'), import('./app/preferences'), import('./app/app')])
    modules.catch(() => undefined)
    // A stored token: the session check's API module (the first request) loads now, not after the sandbox.
    if (hasStoredToken()) void import('./api/auth').catch(() => undefined)
    // Every page but the (plain) home page renders Chakra components: Chakra starts loading now; its
    // system is built when the page's screen asks (the small one, or only the rich one: src/app/chakra.tsx).
    if (window.location.pathname !== '/') void preloadChakra().catch(() => undefined) // a failure shows with the page
    void import('./app/screens')
      .then(({ preloadScreen }) => preloadScreen(window.location.pathname, { signedIn: hasStoredToken() }))
      .catch(() => undefined) // a failed chunk shows the page's error boundary when it renders
    // The stand-in decided "on" but the app did not (a mismatch of the two rules): nothing waits forever.
    if (!sandbox) window.__sandboxFailed?.(new Error('The in-browser sandbox is off on this page (?sandbox=0, network or hosted mode)'))
    // Network mode: the catalogued bugs the practice server names in the page apply from the first render.
    const networkBugsReady = !sandbox && isNetworkMode() ? import('./lib/network-bugs').then(({ loadNetworkBugs }) => loadNetworkBugs()) : Promise.resolve()
    await Promise.all([sandboxReady, i18nReady, networkBugsReady])
    initAnalytics(sandbox)
    const [{ startSession }, { startPreferences }, { App }] = await modules
    // Chakra is not part of this: the shell and the home page are plain elements with precompiled
    // classes; a screen that uses Chakra loads it with its chunk (src/app/chakra.tsx).
    await nextTask()
    startPreferences()
    startSession()
    const root = createRoot(document.getElementById('root')!)
    // A transition: React renders the first page in slices of a few milliseconds instead of one
    // long task, so the main thread stays responsive while it works (to keep total blocking time low).
    startTransition(() => root.render(<App />))
  } catch (error) {
    console.error(error)
    if (sandboxFailed) explainSandbox(error, i18nReady)
    else showBootError(error, sandbox)
  }
}

void boot()
