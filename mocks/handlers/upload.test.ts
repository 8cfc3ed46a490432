import { describe, expect, it } from 'vitest'
import { UPLOAD_ALLOWED_TYPES, UPLOAD_MAX_BYTES } from '@machines/shared/contracts'
import { db } from '../db/database'
import { BASE, call, DEMO, login, TERMS, useSandboxServer } from '../test-helpers'
import { UPLOAD_TOO_LARGE_MESSAGE, UPLOAD_TYPE_MESSAGE } from './upload'

useSandboxServer()

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are inspected loosely in tests
async function upload(body: FormData | string | undefined, token?: string): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = {}
  if (token) headers.Authorization = `Bearer ${token}`
  if (typeof body === 'string') headers['Content-Type'] = 'application/json'
  const res = await fetch(`${BASE}/upload`, { method: 'POST', headers, body })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null }
}

function form(file: Blob | string | null, name = 'photo.png', field = 'file'): FormData {
  const data = new FormData()
  if (typeof file === 'string') data.append(field, file)
  else if (file) data.append(field, file, name)
  data.append('note', 'ignored')
  return data
}

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])

describe('POST /upload', () => {
  it('answers 201 with the metadata and a data: URL, and stores only the metadata', async () => {
    const { access_token } = await login(DEMO)
    const res = await upload(form(new Blob([PNG_BYTES], { type: 'image/png' }), 'C:\\pics\\me.png'), access_token)
    expect(res.status).toBe(201)
    expect(res.body).toEqual({
      filename: 'me.png',
      content_type: 'image/png',
      size: PNG_BYTES.length,
      url: `data:image/png;base64,${Buffer.from(PNG_BYTES).toString('base64')}`,
    })
    const doc = await db.stored()
    expect(doc.collections.uploads).toEqual([
      { id: 1, user_id: DEMO.id, filename: 'me.png', content_type: 'image/png', size: PNG_BYTES.length, created_at: expect.any(String) },
    ])
    expect(JSON.stringify(doc)).not.toContain('base64')
  })

  it.each(UPLOAD_ALLOWED_TYPES)('accepts %s', async (type) => {
    const { access_token } = await login(DEMO)
    const res = await upload(form(new Blob(['x'], { type }), 'file.bin'), access_token)
    expect(res.status).toBe(201)
    expect(res.body.content_type).toBe(type)
  })

  it('accepts exactly 10 MB and answers 413 one byte more', async () => {
    const { access_token } = await login(DEMO)
    const atLimit = await upload(form(new Blob([new Uint8Array(UPLOAD_MAX_BYTES)], { type: 'application/pdf' }), 'a.pdf'), access_token)
    expect(atLimit.status).toBe(201)
    expect(atLimit.body.size).toBe(10_485_760)
    const over = await upload(form(new Blob([new Uint8Array(UPLOAD_MAX_BYTES + 1)], { type: 'application/pdf' }), 'b.pdf'), access_token)
    expect(over).toEqual({ status: 413, body: { detail: 'File too large. Maximum size is 10 MB' } })
    expect(UPLOAD_TOO_LARGE_MESSAGE).toBe('File too large. Maximum size is 10 MB')
  }, 30_000)

  it.each(['text/plain', 'image/svg+xml', 'application/octet-stream', ''])('answers 422 at ["body", "file"] for the type %j', async (type) => {
    const { access_token } = await login(DEMO)
    const res = await upload(form(new Blob(['x'], { type }), 'x.txt'), access_token)
    expect(res).toEqual({ status: 422, body: { detail: [{ loc: ['body', 'file'], msg: UPLOAD_TYPE_MESSAGE, type: 'value_error' }] } })
  })

  it('answers 422 when the file is missing, a plain text field or the body is not multipart', async () => {
    const { access_token } = await login(DEMO)
    const missing = { status: 422, body: { detail: [{ loc: ['body', 'file'], msg: 'Field required', type: 'missing' }] } }
    expect(await upload(form(null), access_token)).toEqual(missing)
    expect(await upload(form(new Blob(['x'], { type: 'image/png' }), 'x.png', 'upload'), access_token)).toEqual(missing)
    expect(await upload('{"file": "x"}', access_token)).toEqual(missing)
    expect(await upload(undefined, access_token)).toEqual(missing)
    const text = await upload(form('just text'), access_token)
    expect(text.status).toBe(422)
    expect(text.body.detail[0]).toMatchObject({ loc: ['body', 'file'], type: 'value_error' })
    const broken = await call('POST', '/upload', { token: access_token, raw: 'garbage', headers: { 'Content-Type': 'multipart/form-data; boundary=x' } })
    expect(broken.status).toBe(422)
  })

  it('answers 401 without a token and 403 for a terms-scoped one', async () => {
    const file = form(new Blob(['x'], { type: 'image/png' }))
    expect(await upload(file)).toEqual({ status: 401, body: { detail: 'Not authenticated' } })
    const { access_token } = await login(TERMS)
    expect((await upload(file, access_token)).status).toBe(403)
  })
})
