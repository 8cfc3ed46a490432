/**
 * Every code example in the README is cut from a file CI runs: a ```ts / ```js / ```python block
 * follows a line `<!-- example: <path>#<region> -->` and equals that region of the file
 * (src/lib/example-source.ts). A block of any other language with such a line (the kill-score
 * command lines, ```sh, cut from examples/kill-score/commands.sh, which .ci/kill-score.mjs runs)
 * is held to the same rule. `npm run readme:examples` rewrites the blocks from their files.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { exampleRegions } from '@/lib/example-source'

const ROOT = new URL('../../', import.meta.url)
const README = new URL('README.md', ROOT)
const MARKER = /^<!-- example: (\S+?)#([\w-]+) -->$/
const CODE = new Set(['ts', 'js', 'python', 'py', 'javascript', 'typescript'])

interface Block {
  lang: string
  start: number
  end: number
  marker?: { path: string; region: string }
}

function blocks(lines: string[]): Block[] {
  const found: Block[] = []
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\w*)\s*$/.exec(lines[i]!)
    if (!open) continue
    const end = lines.indexOf('```', i + 1)
    const match = MARKER.exec(lines[i - 1] ?? '')
    found.push({ lang: open[1]!, start: i, end, marker: match ? { path: match[1]!, region: match[2]! } : undefined })
    i = end
  }
  return found
}

const source = (path: string, region: string) => exampleRegions(readFileSync(new URL(path, ROOT), 'utf8')).get(region)

describe('README examples', () => {
  const lines = readFileSync(README, 'utf8').split('\n')
  const code = blocks(lines).filter((b) => CODE.has(b.lang) || b.marker)

  if (process.env.UPDATE_README) {
    it('rewrites every example block from its file', () => {
      for (const block of [...code].reverse()) {
        if (!block.marker) continue
        const text = source(block.marker.path, block.marker.region)
        if (text !== undefined) lines.splice(block.start + 1, block.end - block.start - 1, ...text.split('\n'))
      }
      writeFileSync(README, lines.join('\n'))
    })
    return
  }

  it('has code examples', () => {
    expect(code.length).toBeGreaterThan(5)
  })

  for (const block of code) {
    it(`the ${block.lang} block at line ${block.start + 1} is the region of a file CI runs`, () => {
      expect(block.marker, `README.md:${block.start}: put <!-- example: <path>#<region> --> before the block`).toBeDefined()
      const text = source(block.marker!.path, block.marker!.region)
      expect(text, `${block.marker!.path} has a region "${block.marker!.region}"`).toBeDefined()
      expect(lines.slice(block.start + 1, block.end).join('\n')).toBe(text)
    })
  }
})
