/**
 * Views render machines, they do not coordinate flows or know state paths (CONVENTIONS, Machines
 * and Views): no `getSnapshot()` in a feature's .tsx, state checks through tags and the selectors
 * exported next to each machine. The state lab (src/features/lab, src/lab-runtime) shows state
 * paths on purpose and is left out.
 *
 * Imports between the towers (src, machines, mocks, tests) go through their aliases, not climbing paths.
 *
 * The counts below are ceilings: lower one when you remove a case; a new case fails the test.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const SRC = join(ROOT, 'src')
const LAB = ['src/features/lab/', 'src/lab-runtime/']

/** Every .tsx under src, as [repository path, source], the state lab left out. */
function views(): Array<[string, string]> {
  const out: Array<[string, string]> = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.name.endsWith('.tsx')) {
        const rel = relative(ROOT, path).split('\\').join('/')
        if (!LAB.some((prefix) => rel.startsWith(prefix))) out.push([rel, readFileSync(path, 'utf8')])
      }
    }
  }
  walk(SRC)
  return out
}

/** Occurrences of `pattern` per file, as `path:line`. */
function find(pattern: RegExp, files: Array<[string, string]>): string[] {
  return files.flatMap(([path, source]) =>
    source.split('\n').flatMap((line, i) => [...line.matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))].map(() => `${path}:${i + 1}`)),
  )
}

/**
 * Pages that still read an actor in a callback, to be moved into a parent machine (the model
 * is kanbanBoard invoking cardMove): settings' applyTheme reads the app's preferences actor.
 */
const GET_SNAPSHOT_KNOWN = ['src/features/account/settings-page.tsx']

/** `snapshot.matches('a')` / `s.matches({ a: 'b' })`; an Element's `el.matches(':hover')` (a CSS selector) is not a state path. */
const STATE_MATCHES = /\.matches\(\s*(?!['"`][:.#[])/
const STATE_MATCHES_CEILING = 0

/** `useSelector(ref, (s) => s)`: the whole snapshot (every change re-renders the page); views should select what they show. */
const WHOLE_SNAPSHOT = /useSelector\([^,()]+,\s*\(?(\w+)\)?\s*=>\s*\1\s*\)/
const WHOLE_SNAPSHOT_CEILING = 37

describe('architecture: views render machines', () => {
  const files = views()

  it('finds the views', () => {
    expect(files.length).toBeGreaterThan(100)
  })

  it('no feature view reads an actor with getSnapshot() (select with useSelector; coordinate in a machine)', () => {
    const features = files.filter(([path]) => path.startsWith('src/features/'))
    const users = [...new Set(find(/\.getSnapshot\(\)/, features).map((hit) => hit.split(':')[0]!))].sort()
    expect(users, 'files calling getSnapshot() (new ones are not allowed)').toEqual(users.filter((path) => GET_SNAPSHOT_KNOWN.includes(path)))
    expect(GET_SNAPSHOT_KNOWN.filter((path) => !users.includes(path)), 'known files that no longer call it: remove them from the list').toEqual([])
  })

  it(`asks tags and selectors, not state paths: at most ${STATE_MATCHES_CEILING} .matches( calls`, () => {
    const hits = find(STATE_MATCHES, files)
    console.info(`[architecture] state-path .matches( calls in views: ${hits.length} (ceiling ${STATE_MATCHES_CEILING})`)
    expect(hits.length, hits.join('\n')).toBeLessThanOrEqual(STATE_MATCHES_CEILING)
  })

  it(`selects what it shows: at most ${WHOLE_SNAPSHOT_CEILING} whole-snapshot useSelector calls`, () => {
    const hits = find(WHOLE_SNAPSHOT, files)
    console.info(`[architecture] whole-snapshot useSelector calls in views: ${hits.length} (ceiling ${WHOLE_SNAPSHOT_CEILING})`)
    expect(hits.length, hits.join('\n')).toBeLessThanOrEqual(WHOLE_SNAPSHOT_CEILING)
  })

  it('the patterns find what they are meant to find', () => {
    const sample: Array<[string, string]> = [
      [
        'src/features/x/x-view.tsx',
        "a.getSnapshot()\nsnapshot.matches('ready')\ns.matches({ a: 'b' })\nel.matches(':hover')\nuseSelector(ref, (s) => s)\nuseSelector(ref, s => s)\nuseSelector(ref, (s) => s.context)",
      ],
    ]
    expect(find(/\.getSnapshot\(\)/, sample)).toEqual(['src/features/x/x-view.tsx:1'])
    expect(find(STATE_MATCHES, sample)).toEqual(['src/features/x/x-view.tsx:2', 'src/features/x/x-view.tsx:3'])
    expect(find(WHOLE_SNAPSHOT, sample)).toEqual(['src/features/x/x-view.tsx:5', 'src/features/x/x-view.tsx:6'])
  })
})

/** Every .ts/.tsx under the four towers (tests/exported: the lab's self-contained output, left out), as [repository path, source]. */
function sources(): Array<[string, string]> {
  const out: Array<[string, string]> = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      const rel = relative(ROOT, path).split('\\').join('/')
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && rel !== 'tests/exported') walk(path)
      } else if (/\.tsx?$/.test(entry.name)) out.push([rel, readFileSync(path, 'utf8')])
    }
  }
  for (const tower of ['src', 'machines', 'mocks', 'tests']) walk(join(ROOT, tower))
  return out
}

/** A relative import into another tower, or one that climbs two folders or more inside its own: it should use the tower's alias. */
function climbing([path, source]: [string, string]): string[] {
  const tower = path.split('/')[0]
  return [...source.matchAll(/(?:from|import\(|vi\.mock\()\s*['"]((?:\.\.\/)+)([^'"]*)['"]/g)].flatMap(([, ups, rest]) => {
    const target = join(path, '..', ups!, rest!).split('\\').join('/')
    const into = target.split('/')[0]
    const aliased = ['src', 'machines', 'mocks', 'tests'].includes(into!)
    return aliased && (into !== tower || ups!.length >= 6) ? [`${path}: ${ups}${rest}`] : []
  })
}

describe('architecture: imports', () => {
  it('reach another tower, or climb two folders, through its alias (@/, @machines/, @mocks/, @tests/)', () => {
    const hits = sources().flatMap(climbing)
    expect(hits, hits.join('\n')).toEqual([])
  })

  it('the rule finds what it is meant to find', () => {
    expect(climbing(['src/features/x/x.tsx', "import { a } from '../../../machines/a'\nimport { b } from '../../lib/b'\nimport { c } from '../c'"])).toEqual([
      'src/features/x/x.tsx: ../../../machines/a',
      'src/features/x/x.tsx: ../../lib/b',
    ])
    expect(climbing(['tests/e2e/x.spec.ts', "import { a } from '../fixtures/app'\nimport { b } from '../../scripts/b.mjs'"])).toEqual([])
  })
})
