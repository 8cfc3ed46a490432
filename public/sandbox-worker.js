/* global importScripts */
/* The in-browser sandbox's service worker (mocks/browser.ts registers it): Mock Service Worker's own
 * script (mockServiceWorker.js, written by `msw init`, unchanged) plus static routes (the Service
 * Worker Static Routing API, where the browser has it) for what the sandbox never answers: page
 * loads and the app's built files (assets/) go straight to the network without waking this worker,
 * so a start's hundred module requests do not each take a turn through it. /api/v1 still does. */
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function' || typeof URLPattern !== 'function') return
  const assets = { condition: { urlPattern: new URLPattern({ pathname: new URL('assets/*', self.location.href).pathname }) }, source: 'network' }
  const pages = { condition: { requestMode: 'navigate' }, source: 'network' }
  // A browser that does not know one of the conditions refuses the whole list: then the assets alone.
  event.waitUntil(event.addRoutes([assets, pages]).catch(() => event.addRoutes([assets])).catch(() => undefined))
})
// A page that opened while this worker's registration was being removed (Mock Service Worker unregisters
// itself when its last page goes) is not controlled after its register() brought the registration back:
// mocks/browser.ts (ensureControlled) asks for the claim an activation makes.
self.addEventListener('message', (event) => {
  if (event.data === 'QA_SANDBOX_CLAIM') event.waitUntil(self.clients.claim())
})
importScripts('./mockServiceWorker.js')
