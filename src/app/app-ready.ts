/**
 * `html[data-app-ready]`, the mark tests wait for (README; tests/fixtures/app.ts `appReady`): set once the app
 * has rendered a screen, not while the one loading placeholder of a deep link (`#boot`: the session check and
 * the page's chunk, src/app/guards.tsx) is still up. "pending" while index.html's prerendered picture is
 * shown; its script makes it "true" when the picture goes. Once set, it stays.
 */
let appMounted = false
let placeholders = 0

function settle(): void {
  const html = document.documentElement
  if (!appMounted || placeholders > 0 || html.dataset.appReady) return
  html.dataset.appReady = html.classList.contains('pre') ? 'pending' : 'true'
}

/** The app's first commit (App's effect). */
export function appCommitted(): void {
  appMounted = true
  settle()
}

/**
 * The loading placeholder is shown (its effect); the returned cleanup says it went. The mark is checked a
 * microtask later: after the commit's remaining effects (the screen's subscriptions), and after React's
 * development-only second mount of a StrictMode effect.
 */
export function placeholderShown(): () => void {
  placeholders++
  return () => {
    placeholders--
    queueMicrotask(settle)
  }
}
