/**
 * The page shown when the sandbox cannot start because the browser blocks service workers
 * (Playwright's `serviceWorkers: 'block'`, private windows, policies, plain http from another
 * host): what happened, and the two ways on: network mode (`npm run start:network`) and
 * `?sandbox=0`. Plain DOM in its own lazy chunk (it runs when React never rendered), with the
 * strings of the `network` namespace in en and ko.
 */
import type { i18n as I18n } from 'i18next'

/** Where network mode runs by default (`npm run start:network`, PORT 8080). */
export const NETWORK_MODE_URL = 'http://localhost:8080'

/** The current address with `?sandbox=0` (other query parameters and the hash kept). */
export function withoutSandbox(href: string): string {
  const url = new URL(href)
  url.searchParams.set('sandbox', '0')
  return url.toString()
}

/** The current route on the network-mode server (the sandbox query dropped). */
export function onNetworkMode(href: string, base = NETWORK_MODE_URL): string {
  const url = new URL(href)
  url.searchParams.delete('sandbox')
  return `${base}${url.pathname}${url.search}${url.hash}`
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, testId?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  if (text !== undefined) node.textContent = text
  if (testId) node.dataset.testid = testId
  return node
}

/** Replaces #root's content with the explanation. */
export async function showServiceWorkerNeeded(i18n: I18n, error: unknown): Promise<void> {
  await i18n.loadNamespaces('network').catch(() => undefined)
  const t = i18n.getFixedT(null, 'network', 'swNeeded')
  const root = document.getElementById('root')
  if (!root) return
  root.innerHTML = ''
  const main = element('main', undefined, 'sandbox-unavailable')
  main.style.cssText = 'max-width:42rem;margin:8vh auto;padding:1.5rem;line-height:1.6'
  const link = (text: string, href: string, testId: string) => {
    const a = element('a', text, testId)
    a.href = href
    a.style.cssText = 'color:inherit;text-decoration:underline;font-weight:600'
    return a
  }
  const command = element('pre', 'npm run start:network', 'sandbox-unavailable-command')
  command.style.cssText = 'padding:0.5rem 0.75rem;border:1px solid currentColor;border-radius:6px;overflow-x:auto'
  const detail = element('details')
  const code = element('pre', error instanceof Error ? error.message : String(error))
  code.style.whiteSpace = 'pre-wrap'
  detail.append(element('summary', t('detail')), code)
  const reload = element('button', t('reload'), 'sandbox-unavailable-reload-button')
  reload.type = 'button'
  reload.onclick = () => window.location.reload()
  const withLink = (a: HTMLAnchorElement) => {
    const p = element('p')
    p.append(a)
    return p
  }
  main.append(
    element('h1', t('title')),
    element('p', t('why')),
    element('h2', t('networkTitle')),
    element('p', t('network')),
    command,
    withLink(link(t('networkLink'), onNetworkMode(window.location.href), 'sandbox-unavailable-network-link')),
    element('h2', t('noSandboxTitle')),
    element('p', t('noSandbox')),
    withLink(link(t('noSandboxLink'), withoutSandbox(window.location.href), 'sandbox-unavailable-no-sandbox-link')),
    detail,
    reload,
  )
  root.append(main)
  document.title = t('title')
}
