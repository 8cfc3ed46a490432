/**
 * What the practice server's data sets and limits show a client, as plain constants: the header,
 * the cookie and the texts of their errors. Browser-safe (no Node imports), so the OpenAPI document
 * (mocks/openapi/document.ts, loaded in the sandbox too) names them from the same source as
 * mocks/network/sessions.ts and mocks/network/limits.ts.
 */
export const SESSION_HEADER = 'X-Sandbox-Session'
export const SESSION_COOKIE = 'qa_sandbox_session'
/** The id of the data set of requests with neither header nor cookie. */
export const SHARED_SESSION_ID = 'shared'
export const SESSION_ID_MAX_LENGTH = 64
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

export const INVALID_SESSION_DETAIL = `${SESSION_HEADER} must be 1-${SESSION_ID_MAX_LENGTH} characters, each a letter, a digit, '-' or '_'`
export const tooManyRecordsDetail = (max: number) =>
  `This sandbox session holds the maximum of ${max} records; delete some, or reset it with POST /__sandbox/reset`
