import { installedSandbox } from './sandbox-api'

/**
 * The time the app reads for date rules (todo due colours, the dashboard's 7- and 30-day
 * windows): the sandbox clock when the app runs on the in-browser sandbox (a test may move it
 * with `window.__sandbox.advanceClock()`), else the browser's clock.
 */
export function sandboxNow(): number {
  const sandbox = installedSandbox()
  const now = sandbox?.now?.()
  return typeof now === 'number' && Number.isFinite(now) ? now : Date.now()
}
