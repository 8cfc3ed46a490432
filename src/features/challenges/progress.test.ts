import { describe, expect, it } from 'vitest'
import { MAX_PROGRESS_ENTRIES, PROGRESS_KEY, createProgressStore, emptyProgress, markSolved, markVisited, parseProgress, statusOf, summarize } from './progress'
import { MAX_SEED, freshSeed, parseSeed } from './seed'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  }
}

describe('parseProgress', () => {
  it('reads a valid value', () => {
    expect(parseProgress(JSON.stringify({ v: 1, visited: { 'dynamic-id': true }, solved: {} }))).toEqual({ v: 1, visited: { 'dynamic-id': true }, solved: {} })
  })

  it.each([
    ['null', null],
    ['not JSON', '{oops'],
    ['another version', JSON.stringify({ v: 2, visited: {}, solved: {} })],
    ['an array', '[]'],
    ['maps missing', JSON.stringify({ v: 1 })],
    ['a map that is a list', JSON.stringify({ v: 1, visited: ['a'], solved: {} })],
    ['too long', JSON.stringify({ v: 1, visited: {}, solved: {}, pad: 'x'.repeat(70_000) })],
  ])('rejects %s', (_, raw) => {
    expect(parseProgress(raw)).toBeUndefined()
  })

  it('drops entries that are not `slug: true` and bounds the maps', () => {
    const visited: Record<string, unknown> = { ok: true, 'Bad Slug': true, no: 1, '': true }
    for (let i = 0; i < MAX_PROGRESS_ENTRIES + 50; i += 1) visited[`s-${i}`] = true
    const parsed = parseProgress(JSON.stringify({ v: 1, visited, solved: { x: 'yes' } }))!
    expect(parsed.visited.ok).toBe(true)
    expect(parsed.visited['Bad Slug']).toBeUndefined()
    expect(parsed.visited.no).toBeUndefined()
    expect(Object.keys(parsed.visited)).toHaveLength(MAX_PROGRESS_ENTRIES)
    expect(parsed.solved).toEqual({})
  })
})

describe('marking', () => {
  it('visits once and solves (which also visits)', () => {
    const a = markVisited(emptyProgress(), 'hovers')
    expect(statusOf(a, 'hovers')).toBe('visited')
    expect(markVisited(a, 'hovers')).toBe(a)
    const b = markSolved(emptyProgress(), 'hovers')
    expect(b.visited.hovers).toBe(true)
    expect(statusOf(b, 'hovers')).toBe('solved')
    expect(markSolved(b, 'hovers')).toBe(b)
    expect(statusOf(b, 'other')).toBe('new')
  })

  it('ignores a slug of the wrong shape', () => {
    const p = emptyProgress()
    expect(markVisited(p, '../x')).toBe(p)
    expect(markSolved(p, 'A')).toBe(p)
  })

  it('keeps at most MAX_PROGRESS_ENTRIES, dropping the oldest', () => {
    let p = emptyProgress()
    for (let i = 0; i <= MAX_PROGRESS_ENTRIES; i += 1) p = markVisited(p, `s-${i}`)
    expect(Object.keys(p.visited)).toHaveLength(MAX_PROGRESS_ENTRIES)
    expect(p.visited['s-0']).toBeUndefined()
    expect(p.visited[`s-${MAX_PROGRESS_ENTRIES}`]).toBe(true)
  })

  it('summarizes over the given slugs only', () => {
    const p = markSolved(markVisited(markVisited(emptyProgress(), 'a'), 'gone'), 'b')
    expect(summarize(p, ['a', 'b', 'c'])).toEqual({ total: 3, visited: 2, solved: 1 })
  })
})

describe('createProgressStore', () => {
  it('persists visits and solves and notifies subscribers', () => {
    const storage = memoryStorage()
    const store = createProgressStore(() => storage)
    let calls = 0
    const off = store.subscribe(() => (calls += 1))
    store.visit('dynamic-id')
    store.visit('dynamic-id')
    store.solve('shadow-dom')
    expect(calls).toBe(2)
    expect(JSON.parse(storage.data.get(PROGRESS_KEY)!)).toEqual({ v: 1, visited: { 'dynamic-id': true, 'shadow-dom': true }, solved: { 'shadow-dom': true } })
    off()
    store.visit('x')
    expect(calls).toBe(2)
  })

  it('resets corrupted data without throwing and removes it', () => {
    const storage = memoryStorage({ [PROGRESS_KEY]: '{"v":1,"visited":' })
    const store = createProgressStore(() => storage)
    expect(store.get()).toEqual(emptyProgress())
    expect(storage.data.has(PROGRESS_KEY)).toBe(false)
  })

  it('returns the same snapshot until something changes (useSyncExternalStore)', () => {
    const store = createProgressStore(() => memoryStorage())
    expect(store.get()).toBe(store.get())
  })

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('full')
      },
      removeItem: () => undefined,
    }
    const store = createProgressStore(() => broken)
    expect(store.get()).toEqual(emptyProgress())
    store.solve('a')
    expect(statusOf(store.get(), 'a')).toBe('solved')
  })

  it('reload() reads what another tab wrote', () => {
    const storage = memoryStorage()
    const store = createProgressStore(() => storage)
    expect(statusOf(store.get(), 'a')).toBe('new')
    storage.setItem(PROGRESS_KEY, JSON.stringify({ v: 1, visited: { a: true }, solved: {} }))
    store.reload()
    expect(statusOf(store.get(), 'a')).toBe('visited')
  })
})

describe('seed', () => {
  it('parses whole numbers in range only', () => {
    expect(parseSeed('42')).toBe(42)
    expect(parseSeed(String(MAX_SEED))).toBe(MAX_SEED)
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '1000000', '12a']) expect(parseSeed(bad)).toBeUndefined()
  })

  it('draws a fresh seed in range that differs from the current one', () => {
    const seq = [0.5, 0.5, 0.1]
    let i = 0
    const random = () => seq[i++]!
    const first = freshSeed(undefined, () => 0.5)
    expect(freshSeed(first, random)).toBe(1 + Math.floor(0.1 * MAX_SEED))
    for (let n = 0; n < 50; n += 1) {
      const s = freshSeed()
      expect(s).toBeGreaterThanOrEqual(1)
      expect(s).toBeLessThanOrEqual(MAX_SEED)
    }
  })
})
