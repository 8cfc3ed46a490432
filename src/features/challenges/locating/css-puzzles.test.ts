// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { CSS_PUZZLES, forbidden, judge, puzzleOf } from './css-puzzles'

const BOARD = `<article><h4>A</h4><ul><li>1</li><li>2</li><li>3</li></ul><p>n</p></article>
<article><h4>B</h4><ul><li>1</li><li>2</li><li>3</li><li>4</li></ul><p>n</p></article>
<article><h4>C</h4><ol><li>1</li><li>2</li><li>3</li></ol><p>n</p><p>last</p></article>`

function board() {
  const div = document.createElement('div')
  div.innerHTML = BOARD
  return div
}

describe('css puzzles', () => {
  it('every puzzle answer matches something on the board and is structural', () => {
    for (const p of CSS_PUZZLES) {
      expect(forbidden(p.answer), p.id).toBe(false)
      expect(board().querySelectorAll(p.answer).length, p.id).toBeGreaterThan(0)
    }
  })

  it('picks a puzzle from the seed', () => {
    expect(puzzleOf(0)).toBe(CSS_PUZZLES[0])
    expect(puzzleOf(CSS_PUZZLES.length + 1)).toBe(CSS_PUZZLES[1])
  })

  it('judges selectors: empty, forbidden, invalid, wrong (with counts) and match', () => {
    const b = board()
    const targets = [...b.querySelectorAll('ol > li:first-child')]
    expect(judge(b, '  ', targets)).toEqual({ kind: 'empty' })
    expect(judge(b, 'li.x', targets)).toEqual({ kind: 'forbidden' })
    expect(judge(b, '#a', targets)).toEqual({ kind: 'forbidden' })
    expect(judge(b, 'li[x]', targets)).toEqual({ kind: 'forbidden' })
    expect(judge(b, 'li:nth-child(', targets)).toEqual({ kind: 'invalid' })
    expect(judge(b, 'li:first-child', targets)).toEqual({ kind: 'wrong', matched: 3, right: 1 })
    expect(judge(b, 'article:nth-of-type(3) li:first-child', targets)).toEqual({ kind: 'match' })
  })
})
