/**
 * POST /contact (docs/spec/2-everyday-modules.md §7): stores the message; GET /contact/test-email: the
 * e-mail service's check (no interface uses it). A bearer token is optional, but a given one must be valid (401).
 */
import { HttpResponse } from 'msw'
import { CONTACT_SUCCESS_MESSAGE, contactRequest, type ContactResponse } from '@machines/shared/contracts'
import { nextId } from '../db/database'
import { clock } from '../tokens'
import { optionalUser, parseBody, route } from './http'

export const TEST_EMAIL_MESSAGE = 'The e-mail service is available. The sandbox sends no e-mail, so no test message was sent.'

export const contactRoutes = [
  route('POST', '/contact', async ({ request, c }) => {
    await optionalUser(request)
    const body = await parseBody(request, contactRequest)
    await c.contactMessages.create({
      id: nextId(c.contactMessages),
      name: body.name,
      email: body.email,
      subject: body.subject,
      message: body.message,
      created_at: clock.iso(),
    })
    return HttpResponse.json<ContactResponse>({ success: true, message: CONTACT_SUCCESS_MESSAGE })
  }, { body: contactRequest }),
  route('GET', '/contact/test-email', async ({ request }) => {
    await optionalUser(request)
    return HttpResponse.json<ContactResponse>({ success: true, message: TEST_EMAIL_MESSAGE })
  }),
]
