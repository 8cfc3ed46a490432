/**
 * Exam mode: `?exam=1` hides the live inspector (and the lab's test design) for an
 * assignment. It sticks for the browser tab's session, so navigating on does not bring the
 * inspector back; `?exam=0` ends it.
 */
const KEY = 'qa-lab-exam'

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

/** True when this URL (or an earlier one in this tab) asked for exam mode. */
export function isExamMode(search: string = typeof location === 'undefined' ? '' : location.search): boolean {
  const asked = new URLSearchParams(search).get('exam')
  const s = session()
  try {
    if (asked === '1') s?.setItem(KEY, '1')
    else if (asked === '0') s?.removeItem(KEY)
  } catch {
    /* private mode: the URL alone decides */
  }
  if (asked !== null) return asked === '1'
  try {
    return s?.getItem(KEY) === '1'
  } catch {
    return false
  }
}
