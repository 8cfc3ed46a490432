/** POST /contact (docs/spec/2-everyday-modules.md §7): stores the message. A bearer token is optional, but a given one must be valid (401). */
import { HttpResponse } from 'msw'
import { contactRequest, type ContactResponse } from '@machines/shared/contracts'
import { nextId } from '../db/database'
import { clock } from '../tokens'
import { optionalUser, parseBody, route } from './http'

export const CONTACT_SUCCESS_MESSAGE = 'Your message has been sent successfully. We will get back to you soon.'

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
]
