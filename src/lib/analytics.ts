/**
 * Page-view analytics (docs/spec/1-shell-and-accounts.md §2.1, §7): active only on the configured production host, with IP
 * anonymisation. Nothing is sent in development, in the sandbox, under automation or in tests.
 */
import { ANALYTICS_HOST, ANALYTICS_ID } from './env'

export interface AnalyticsEnvironment {
  configuredHost: string
  measurementId: string
  hostname: string
  production: boolean
  sandbox: boolean
  automated: boolean
}

export function isAnalyticsActive(env: AnalyticsEnvironment): boolean {
  return (
    env.production &&
    !env.sandbox &&
    !env.automated &&
    env.configuredHost !== '' &&
    env.measurementId !== '' &&
    env.hostname === env.configuredHost
  )
}

type Gtag = (...args: unknown[]) => void
let gtag: Gtag | null = null

export function initAnalytics(sandbox: boolean): boolean {
  const active = isAnalyticsActive({
    configuredHost: ANALYTICS_HOST,
    measurementId: ANALYTICS_ID,
    hostname: window.location.hostname,
    production: import.meta.env.PROD,
    sandbox,
    automated: navigator.webdriver === true,
  })
  if (!active) return false
  const w = window as unknown as { dataLayer: unknown[] }
  w.dataLayer = w.dataLayer ?? []
  gtag = function (...args: unknown[]) {
    w.dataLayer.push(args)
  }
  gtag('js', new Date())
  gtag('config', ANALYTICS_ID, { anonymize_ip: true, send_page_view: false })
  const script = document.createElement('script')
  script.async = true
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ANALYTICS_ID)}`
  document.head.appendChild(script)
  return true
}

/** Sends one page view; a no-op when analytics is not active. */
export function trackPageView(path: string): void {
  if (!gtag) return
  gtag('event', 'page_view', { page_path: path, page_location: window.location.href, anonymize_ip: true })
}
