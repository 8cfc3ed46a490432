/**
 * POST /upload (docs/spec/1-shell-and-accounts.md §3.7, §7, §9): the upload helper's multipart endpoint, field `file`.
 * Allowed types jpeg, png, gif, webp and pdf; at most 10 MB (413 above). The sandbox has no
 * file store: it keeps the metadata (`uploads` collection) and answers the content as a
 * `data:` URL, which the caller can show at once but which is not kept.
 */
import { HttpResponse } from 'msw'
import { REQUEST_BODY_MAX_BYTES, UPLOAD_ALLOWED_TYPES, UPLOAD_FIELD, UPLOAD_MAX_BYTES, type UploadResponse, type ValidationIssue } from '@machines/shared/contracts'
import { nextId } from '../db/database'
import { clock } from '../tokens'
import { fail, HttpError, requireUser, route, validationError } from './http'

export const UPLOAD_TOO_LARGE_MESSAGE = 'File too large. Maximum size is 10 MB'
export const UPLOAD_TYPE_MESSAGE = `File type not allowed. Allowed types: ${UPLOAD_ALLOWED_TYPES.join(', ')}`

function invalidFile(msg: string, type: string): never {
  const issue: ValidationIssue = { loc: ['body', UPLOAD_FIELD], msg, type }
  throw new HttpError(validationError([issue]))
}

/** The multipart form, or a 422 "Field required" at ['body', 'file'] for any other body. */
async function readForm(request: Request): Promise<FormData> {
  const contentType = request.headers.get('Content-Type') ?? ''
  if (!/^multipart\/form-data\b/i.test(contentType)) invalidFile('Field required', 'missing')
  try {
    return await request.formData()
  } catch {
    return invalidFile('Field required', 'missing')
  }
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  const chunk = 0x8000
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk))
  return btoa(binary)
}

export const uploadRoutes = [
  route('POST', '/upload', async ({ request, c }) => {
    const { user } = await requireUser(request)
    const form = await readForm(request)
    const file = form.get(UPLOAD_FIELD)
    if (file === null) invalidFile('Field required', 'missing')
    if (typeof file === 'string') invalidFile(`Value error, Expected UploadFile, received: <class 'str'>`, 'value_error')
    if (file.size > UPLOAD_MAX_BYTES) fail(413, UPLOAD_TOO_LARGE_MESSAGE)
    const contentType = file.type.split(';')[0]!.trim().toLowerCase()
    if (!(UPLOAD_ALLOWED_TYPES as readonly string[]).includes(contentType)) invalidFile(UPLOAD_TYPE_MESSAGE, 'value_error')
    const filename = file.name.split(/[\\/]/).pop() || 'upload'
    const bytes = new Uint8Array(await file.arrayBuffer())
    await c.uploads.create({
      id: nextId(c.uploads),
      user_id: user.id,
      filename,
      content_type: contentType,
      size: file.size,
      created_at: clock.iso(),
    })
    return HttpResponse.json<UploadResponse>(
      { filename, content_type: contentType, size: file.size, url: `data:${contentType};base64,${toBase64(bytes)}` },
      { status: 201 },
    )
  }, { maxBodyBytes: UPLOAD_MAX_BYTES + REQUEST_BODY_MAX_BYTES, tooLargeMessage: UPLOAD_TOO_LARGE_MESSAGE }),
]
