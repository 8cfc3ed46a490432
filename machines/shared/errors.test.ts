import { describe, expect, it } from 'vitest'
import { failureCode, isApiError, knownServerText, SERVER_TEXTS, toApiError, transportErrorCode, type ApiError } from './errors'

describe('isApiError', () => {
  it('recognises an ApiError', () => {
    expect(isApiError({ kind: 'http', status: 404, message: 'Not found', issues: null })).toBe(true)
  })

  it.each([
    ['null', null],
    ['a string', 'boom'],
    ['an Error', new Error('boom')],
    ['an object without kind', { status: 500 }],
    ['an object without status', { kind: 'http' }],
    ['an object whose kind is not a string', { kind: 1, status: 500 }],
  ])('rejects %s', (_name, value) => {
    expect(isApiError(value)).toBe(false)
  })
})

describe('toApiError', () => {
  it('returns an ApiError as it is', () => {
    const error: ApiError = {
      kind: 'http',
      status: 422,
      message: 'field required',
      issues: [{ loc: ['body', 'email'], msg: 'field required', type: 'missing' }],
    }
    expect(toApiError(error)).toBe(error)
  })

  it('keeps a transport ApiError as it is', () => {
    const error: ApiError = { kind: 'timeout', status: null, message: null, issues: null }
    expect(toApiError(error)).toBe(error)
  })

  it('turns an Error into an http ApiError carrying its message', () => {
    expect(toApiError(new Error('boom'))).toEqual({ kind: 'http', status: null, message: 'boom', issues: null })
  })

  it('turns a string into an http ApiError carrying it as the message', () => {
    expect(toApiError('boom')).toEqual({ kind: 'http', status: null, message: 'boom', issues: null })
  })

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a number', 42],
    ['a plain object', { detail: 'x' }],
  ])('turns %s into an http ApiError without a message', (_name, value) => {
    expect(toApiError(value)).toEqual({ kind: 'http', status: null, message: null, issues: null })
  })
})

describe('transportErrorCode', () => {
  const error = (kind: ApiError['kind']): ApiError => ({ kind, status: null, message: null, issues: null })

  it.each([
    ['network', 'network'],
    ['aborted', 'network'],
    ['timeout', 'timeout'],
    ['certificate', 'certificate'],
  ] as const)('maps %s to %s', (kind, code) => {
    expect(transportErrorCode(error(kind))).toBe(code)
  })

  it('is null when the server answered', () => {
    expect(transportErrorCode({ kind: 'http', status: 500, message: 'Internal error', issues: null })).toBeNull()
    expect(transportErrorCode(error('http'))).toBeNull()
  })
})

describe('knownServerText (the one mapping of server texts)', () => {
  it.each(Object.entries(SERVER_TEXTS))('recognises %s', (code, text) => {
    expect(knownServerText(text)).toBe(code)
  })

  it('ignores case, surrounding spaces and a trailing full stop', () => {
    expect(knownServerText('  this EMAIL was previously used and cannot be reused.  ')).toBe('emailWithdrawn')
  })

  it('recognises a known text inside a joined message', () => {
    expect(knownServerText('Field required, This username was previously used and cannot be reused')).toBe('usernameWithdrawn')
  })

  it.each([null, undefined, '', '   ', 'Internal Server Error', 'String should have at least 2 characters', '<html>502 Bad Gateway</html>'])(
    'is null for %s',
    (text) => {
      expect(knownServerText(text)).toBeNull()
    },
  )
})

describe('failureCode (what a screen shows: never the raw text)', () => {
  const http = (status: number | null, message: string | null, issues: ApiError['issues'] = null): ApiError => ({ kind: 'http', status, message, issues })

  it.each([
    ['a 409 withdrawn e-mail', http(409, 'This email was previously used and cannot be reused'), 'emailWithdrawn'],
    ['a 400 wrong current password', http(400, 'Current password is incorrect'), 'currentPasswordIncorrect'],
    ['a 500 "Internal Server Error"', http(500, 'Internal Server Error'), 'server'],
    ['a 502 with an HTML body (no detail)', http(502, null), 'server'],
    ['a 503 even with a known text', http(503, 'User not found'), 'server'],
    ['the sandbox\'s 507 storage full', http(507, "Could not save: the browser's storage for this site is full or unavailable. Nothing was saved."), 'storageFull'],
    ['the sandbox\'s 507 newer data, read-only', http(507, 'Could not save: the stored sandbox data comes from a newer version of the app and is read-only here. Nothing was saved'), 'storageNewer'],
    ['a 507 with another text', http(507, 'Insufficient Storage'), 'server'],
    ['a 422 validator text', http(422, 'String should have at least 2 characters', [{ loc: ['body', 'full_name'], msg: 'String should have at least 2 characters' }]), 'validation'],
    ['a 422 whose entry is a known text', http(422, null, [{ loc: ['body'], msg: 'This email is already registered' }]), 'emailExists'],
    ['a 400 with an unknown text', http(400, 'Something odd'), 'failed'],
    ['a 404 without a text', http(404, null), 'failed'],
    ['an Error thrown in the app', new Error('boom'), 'failed'],
  ] as const)('%s → %s', (_name, error, code) => {
    expect(failureCode(error)).toBe(code)
  })

  it.each([
    ['network', 'network'],
    ['aborted', 'network'],
    ['timeout', 'timeout'],
    ['certificate', 'certificate'],
    ['session', 'sessionExpired'],
  ] as const)('a %s failure → %s', (kind, code) => {
    expect(failureCode({ kind, status: null, message: null, issues: null })).toBe(code)
  })
})

describe('the upload refusal', () => {
  it('is the file-type text, not the generic "Not allowed"', () => {
    expect(knownServerText('File type not allowed. Allowed types: image/jpeg, image/png, image/gif, image/webp, application/pdf')).toBe('fileTypeNotAllowed')
    expect(knownServerText('Not allowed')).toBe('notAllowed')
  })
})
