/**
 * Comments point inside the repository. The product specification is kept in docs/spec/
 * (docs/spec/README.md), so a comment cites it as `docs/spec/<file> §x`, never as an outside
 * "spec N §x"; an issue number says nothing to a reader of the code, so no comment says "issue N"
 * (the reason is written in words, or the spec section the behaviour implements is named).
 * Every `docs/spec/<file>` a comment or a document names exists, and so does the section it cites.
 *
 * Source files are read with TypeScript's parser and only their comments are checked: strings
 * (test titles, the lab's transition descriptions, texts users read) are not comments.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const SOURCE_DIRS = ['machines', 'src', 'mocks', 'tests', 'scripts', 'build', '.ci', 'examples']
const SKIP_DIRS = new Set(['node_modules', 'test-results', 'playwright-report', 'exported', '.node'])
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/

function walk(dir: string, keep: (file: string) => boolean): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) || entry.name.startsWith('dist') ? [] : walk(path, keep)
    return keep(entry.name) ? [path] : []
  })
}

const sourceFiles = [
  ...SOURCE_DIRS.flatMap((dir) => walk(join(ROOT, dir), (name) => SOURCE.test(name))),
  ...readdirSync(ROOT).filter((name) => SOURCE.test(name)).map((name) => join(ROOT, name)),
]
const docFiles = [join(ROOT, 'README.md'), ...walk(join(ROOT, 'docs'), (name) => name.endsWith('.md')), ...walk(join(ROOT, 'examples'), (name) => name.endsWith('.md'))]

/** The comments of a source file, each with its 1-based line. */
function commentsOf(fileName: string, text: string): Array<{ line: number; text: string }> {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : fileName.endsWith('.ts') || fileName.endsWith('.mts') ? ts.ScriptKind.TS : ts.ScriptKind.JSX
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind)
  const seen = new Set<number>()
  const found: Array<{ line: number; text: string }> = []
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue
      seen.add(range.pos)
      found.push({ line: file.getLineAndCharacterOfPosition(range.pos).line + 1, text: text.slice(range.pos, range.end) })
    }
  }
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos))
    collect(ts.getTrailingCommentRanges(text, node.end))
    // Tokens are children too (getChildren), so a comment before a closing brace or inside `{/* */}` is reached.
    for (const child of node.getChildren(file)) visit(child)
  }
  visit(file)
  if (text.startsWith('#!')) collect(ts.getLeadingCommentRanges(text, text.indexOf('\n') + 1))
  return found.sort((a, b) => a.line - b.line)
}

/** "issue" or "issues" followed by a number, with or without "#". */
const ISSUE = /\bissues? #?\d+/i
/** "spec", a document number, then a section sign or a quoted heading: the specification named by number, not by its file. */
const OUTSIDE_SPEC = /(?<![\w/.-])spec \d\b(?= ?[§"])/i
/** "docs/spec/2-everyday-modules.md §9", "docs/spec/3-playground.md "Social feed", §4, §5". */
const SPEC_POINTER = /docs\/spec\/([\w.-]+)((?: "[^"]*")?(?:,? ?(?:and )?§ ?\d+(?:\.\d+)?)*)/g

const specFiles = new Map(
  readdirSync(join(ROOT, 'docs/spec'))
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .map((name) => {
      const text = readFileSync(join(ROOT, 'docs/spec', name), 'utf8')
      return [name, new Set([...text.matchAll(/^#{2,4} (\d+(?:\.\d+)?)[. ]/gm)].map((m) => m[1]))] as const
    }),
)

/** What is wrong with the `docs/spec/…` pointers in a text: a file that does not exist, a section it does not have. */
function badSpecPointers(text: string): string[] {
  const bad: string[] = []
  for (const [pointer, file = '', sections = ''] of text.matchAll(SPEC_POINTER)) {
    const known = specFiles.get(file)
    if (!existsSync(join(ROOT, 'docs/spec', file))) bad.push(`${pointer}: no docs/spec/${file}`)
    else if (known) for (const [, section] of sections.matchAll(/§ ?(\d+(?:\.\d+)?)/g)) if (!known.has(section!)) bad.push(`${pointer}: no §${section} in ${file}`)
  }
  return bad
}

const comments = sourceFiles.flatMap((path) => {
  const where = relative(ROOT, path)
  return commentsOf(path, readFileSync(path, 'utf8')).map((c) => ({ ...c, where: `${where}:${c.line}` }))
})

describe('pointers in comments and documents', () => {
  it('reads the comments of the whole code base', () => {
    expect(sourceFiles.length).toBeGreaterThan(800)
    expect(comments.length).toBeGreaterThan(5000)
    expect(specFiles.size).toBe(3)
  })

  it('finds a comment and ignores a string (the reader the checks rely on)', () => {
    const sample = "const a = 'spec 2 §9, issue 4' // issue 5\nconst r = /'/ /* spec 1 §2 */\nconst j = <div>{/* issue 6 */}</div>\n"
    expect(commentsOf('sample.tsx', sample).map((c) => c.text)).toEqual(['// issue 5', '/* spec 1 §2 */', '/* issue 6 */'])
  })

  it('has no comment that names an issue number', () => {
    expect(comments.filter((c) => ISSUE.test(c.text)).map((c) => `${c.where}: ${c.text.match(ISSUE)![0]}`)).toEqual([])
  })

  it('has no comment that cites the specification as "spec N" instead of docs/spec/<file>', () => {
    expect(comments.filter((c) => OUTSIDE_SPEC.test(c.text)).map((c) => `${c.where}: ${c.text.match(OUTSIDE_SPEC)![0]}`)).toEqual([])
  })

  it('has no document that cites the specification as "spec N"', () => {
    const bad = docFiles.filter((path) => OUTSIDE_SPEC.test(readFileSync(path, 'utf8'))).map((path) => relative(ROOT, path))
    expect(bad).toEqual([])
  })

  it('points only at docs/spec files and sections that exist', () => {
    const bad = [
      ...comments.flatMap((c) => badSpecPointers(c.text).map((b) => `${c.where}: ${b}`)),
      ...docFiles.flatMap((path) => badSpecPointers(readFileSync(path, 'utf8')).map((b) => `${relative(ROOT, path)}: ${b}`)),
    ]
    expect(bad).toEqual([])
    expect(badSpecPointers('docs/spec/4-missing.md §1 and docs/spec/2-everyday-modules.md §12')).toEqual([
      'docs/spec/4-missing.md §1: no docs/spec/4-missing.md',
      'docs/spec/2-everyday-modules.md §12: no §12 in 2-everyday-modules.md',
    ])
  })
})
