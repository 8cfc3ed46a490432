/**
 * A tiny stand-in for `tldts` (the public-suffix list, ~110 KB gzipped) for the browser bundle.
 *
 * msw 2 keeps mocked cookies in tough-cookie, which imports only `getDomain` from tldts to
 * find a cookie domain's registrable part. The sandbox authenticates with bearer tokens
 * and sets no cookies, so "the last two labels" is enough. Wire it with a Vite alias:
 *   resolve: { alias: { tldts: fileURLToPath(new URL('./mocks/shims/tldts.ts', import.meta.url)) } }
 */
export interface GetDomainOptions {
  allowIcannDomains?: boolean
  allowPrivateDomains?: boolean
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/

/** The registrable domain (approximated as the last two labels), or null for IPs and single labels. */
export function getDomain(hostname: string, options: GetDomainOptions = {}): string | null {
  void options
  const host = hostname.trim().toLowerCase().replace(/\.$/, '')
  if (host === '' || IPV4.test(host) || host.includes(':') || host.startsWith('[')) return null
  const labels = host.split('.')
  if (labels.length < 2 || labels.some((label) => label === '')) return null
  return labels.slice(-2).join('.')
}

/** The public suffix (approximated as the last label). */
export function getPublicSuffix(hostname: string): string | null {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '')
  if (host === '' || IPV4.test(host)) return null
  return host.split('.').pop() ?? null
}
