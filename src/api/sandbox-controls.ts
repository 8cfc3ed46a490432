/**
 * The practice server's controls (`/__sandbox/*`, outside /api/v1) for network mode's Sandbox
 * controls panel and fault strip: same origin, the learner's session cookie goes along.
 */

/** A JSON call to `/__sandbox/<path>`; rejects with the server's `detail` (or `HTTP <status>`). */
export async function sandboxControl<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/__sandbox/${path.replace(/^\/+/, '')}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  })
  const data = (await response.json().catch(() => null)) as (T & { detail?: unknown }) | null
  if (!response.ok) throw new Error(typeof data?.detail === 'string' ? data.detail : `HTTP ${response.status}`)
  return data as T
}
