import type { ContactRequest, ContactResponse } from '@machines/shared/contracts'
import { request } from './client'

/** docs/spec/2-everyday-modules.md §7: POST /contact, 60 s timeout; `success: false` counts as a failure. */
export const CONTACT_TIMEOUT_MS = 60_000

export async function sendContactMessage(values: ContactRequest): Promise<{ message: string | null }> {
  const answer = await request<ContactResponse>('/contact', { method: 'POST', body: values, timeout: CONTACT_TIMEOUT_MS })
  if (!answer || answer.success === false) {
    throw { kind: 'http', status: 200, message: answer?.message ?? null, issues: null }
  }
  return { message: answer.message ?? null }
}
