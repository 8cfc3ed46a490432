/**
 * The CSS-selector puzzles (a locating challenge; new, no reference site has it): a board of plain
 * elements (no ids, classes or test ids), a target described in words, and the learner's selector
 * checked against it. Only structural selectors count: `.`, `#` and `[` are refused. Pure data and
 * checks; the board's markup is in css-selector-puzzle.tsx.
 */
export interface CssPuzzle {
  id: string
  /** A selector that matches exactly the targets (used by the page to mark them, and by the tests). */
  answer: string
}

export const CSS_PUZZLES: readonly CssPuzzle[] = [
  { id: 'second-items', answer: 'li:nth-child(2)' },
  { id: 'last-vegetable', answer: 'article:nth-of-type(2) li:last-child' },
  { id: 'first-ordered', answer: 'ol > li:first-child' },
  { id: 'last-paragraph', answer: 'article > p:last-child' },
  { id: 'not-first-unordered', answer: 'ul > li + li' },
]

export function puzzleOf(seed: number): CssPuzzle {
  return CSS_PUZZLES[seed % CSS_PUZZLES.length]!
}

export type SelectorVerdict = { kind: 'empty' } | { kind: 'forbidden' } | { kind: 'invalid' } | { kind: 'match' } | { kind: 'wrong'; matched: number; right: number }

/** Structural only: no class, id or attribute selectors; at most 200 characters. */
export function forbidden(selector: string): boolean {
  return /[.#[]/.test(selector) || selector.length > 200
}

/** Compares what the selector matches inside `board` with the targets. */
export function judge(board: ParentNode, selector: string, targets: readonly Element[]): SelectorVerdict {
  const s = selector.trim()
  if (!s) return { kind: 'empty' }
  if (forbidden(s)) return { kind: 'forbidden' }
  let found: Element[]
  try {
    found = [...board.querySelectorAll(s)]
  } catch {
    return { kind: 'invalid' }
  }
  const right = found.filter((el) => targets.includes(el)).length
  return right === targets.length && found.length === targets.length ? { kind: 'match' } : { kind: 'wrong', matched: found.length, right }
}
