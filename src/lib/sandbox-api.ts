/**
 * The running sandbox's console/test API (`window.__sandbox`), or undefined without the sandbox
 * or before it has started: index.html installs a stand-in from the first script (its methods
 * queue and return Promises, for tests that call it right after `page.goto`); the app's own code
 * only ever talks to the real object.
 */
export function installedSandbox(): Window['__sandbox'] {
  const api = (globalThis as unknown as Partial<Window>).__sandbox
  return api && !(api as { standIn?: unknown }).standIn ? api : undefined
}
