import { describe, expect, it } from 'vitest'
import { isApiError, toApiError, transportErrorCode, type ApiError } from './errors'

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
