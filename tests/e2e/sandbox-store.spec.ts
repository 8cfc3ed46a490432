/**
 * The sandbox store (IndexedDB, the changed records' chunks): two tabs writing at once lose nothing and
 * never share an id; an acknowledged write survives the browser being killed; a full store
 * answers 507 and keeps nothing of the refused write; a store of the first layout (one entry per
 * record) moves into chunks; an old localStorage database is imported once; a browser that
 * refuses IndexedDB gets a memory store and a notice saying so.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from '@playwright/test'
import { expect, open, openSignedIn, sandboxReady, test } from '../fixtures/app'

// No traces in this file: the runner would try to save the trace of the browser a test kills.
test.use({ trace: 'off' })

const STORAGE_FULL_TEXT = "Your change was not saved: the browser's storage for this site is full or unavailable. Free some space or use a normal window, then try again."
const STORAGE_FULL_DETAIL = "Could not save: the browser's storage for this site is full or unavailable. Nothing was saved"

type Answer = { status: number; body: { id?: number; detail?: unknown; access_token?: string } }

/** fetch() against the sandbox from the page. */
function api(page: Page, method: string, path: string, body?: unknown, token?: string): Promise<Answer> {
  return page.evaluate(
    async ([m, p, b, t]) => {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' }
      if (t) headers.Authorization = `Bearer ${t}`
      const res = await fetch(`/api/v1${p}`, { method: m, headers, body: b === undefined ? undefined : JSON.stringify(b) })
      return { status: res.status, body: await res.json() }
    },
    [method, path, body, token] as const,
  )
}

const signUp = (email: string) => ({
  email,
  username: email.split('@')[0],
  password: 'Secret123',
  full_name: 'Store Tester',
  terms_accepted: true,
  privacy_accepted: true,
})

const storedUsers = (page: Page) => page.evaluate(() => window.__sandbox!.db.collections.users.map((u) => ({ id: u.id, email: u.email, location: u.location })))

test.describe('sandbox store', () => {
  test('two tabs, 40 concurrent writes each (profile updates and registrations): 0 lost, 0 duplicate ids', async ({ page, context }) => {
    test.setTimeout(60_000)
    await open(page, '/about')
    const other = await context.newPage()
    await open(other, '/about')
    expect(await page.evaluate(() => window.__sandbox!.storageKind())).toBe('indexeddb')

    // 40 accounts to update, signed in (20 per tab).
    const tokens = await page.evaluate(async () => {
      const post = (path: string, body: unknown) =>
        fetch(`/api/v1${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json())
      const out: string[] = []
      for (let i = 0; i < 40; i++) {
        const email = `owner${i}@example.org`
        await post('/auth/register', { email, username: `owner${i}`, password: 'Secret123', full_name: 'Owner', terms_accepted: true, privacy_accepted: true })
        out.push(((await post('/auth/login', { email, password: 'Secret123' })) as { access_token: string }).access_token)
      }
      return out
    })

    const burst = (tab: Page, label: string, mine: string[]) =>
      tab.evaluate(
        async ([l, ts]) => {
          const send = (method: string, path: string, body: unknown, token?: string) =>
            fetch(`/api/v1${path}`, {
              method,
              headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
              body: JSON.stringify(body),
            }).then(async (r) => ({ status: r.status, body: (await r.json()) as { id?: number } }))
          const writes: Array<Promise<{ status: number; body: { id?: number } }>> = []
          for (let i = 0; i < 20; i++) {
            writes.push(send('PATCH', '/auth/profile', { location: `${l}-${i}` }, ts[i]))
            writes.push(send('POST', '/auth/register', { email: `${l}${i}@example.org`, username: `${l}${i}`, password: 'Secret123', full_name: 'Racer', terms_accepted: true, privacy_accepted: true }))
          }
          return Promise.all(writes)
        },
        [label, mine] as const,
      )
    const [a, b] = await Promise.all([burst(page, 'tab-a', tokens.slice(0, 20)), burst(other, 'tab-b', tokens.slice(20))])
    const answers = [...a, ...b]
    expect(answers.map((r) => r.status).sort()).toEqual([...Array(40).fill(200), ...Array(40).fill(201)])

    // After a reload, everything acknowledged is there, once, with distinct ids.
    await page.reload()
    await sandboxReady(page)
    const users = await storedUsers(page)
    expect(new Set(users.map((u) => u.id)).size).toBe(users.length)
    const registered = users.filter((u) => /^tab-[ab]\d+@example\.org$/.test(u.email))
    expect(registered).toHaveLength(40)
    const created = answers.filter((r) => r.status === 201).map((r) => r.body.id)
    expect(new Set(created).size).toBe(40)
    expect(registered.map((u) => u.id).sort()).toEqual([...created].sort())
    const owners = users.filter((u) => u.email.startsWith('owner'))
    expect(owners.map((u) => u.location).sort()).toEqual(
      [...Array.from({ length: 20 }, (_, i) => `tab-a-${i}`), ...Array.from({ length: 20 }, (_, i) => `tab-b-${i}`)].sort(),
    )
    // The other tab got the changes too (broadcast), without a reload.
    await expect.poll(async () => (await storedUsers(other)).length).toBe(users.length)
  })

  test('a full store answers 507 with the message, keeps nothing of the refused write, and the UI translates it', async ({ page }) => {
    // Chromium 156 ignores DevTools' quota override for IndexedDB (Storage.overrideQuotaForOrigin changes
    // neither navigator.storage.estimate() nor what IndexedDB accepts), and filling the real quota takes
    // minutes. So the sandbox's own store refuses like a full one: from the second record a transaction
    // writes on, put() throws QuotaExceededError. The first record was already queued in that
    // transaction, so this also checks that the abort keeps nothing of it.
    await page.addInitScript(() => {
      const realPut = IDBObjectStore.prototype.put
      const puts = new WeakMap<IDBTransaction, number>()
      IDBObjectStore.prototype.put = function put(this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
        const full = sessionStorage.getItem('store-full') === '1' && this.transaction.db.name === 'qa-sandbox'
        const count = (puts.get(this.transaction) ?? 0) + 1
        puts.set(this.transaction, count)
        if (full && count >= 2) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
        return realPut.apply(this, args)
      }
    })
    await openSignedIn(page, '/profile')
    const before = await storedUsers(page)
    await page.evaluate(() => sessionStorage.setItem('store-full', '1'))
    // A write of the app's own that had put all its records before the store filled still commits:
    // the revision to compare with is the one that stays still once the store is full.
    const readRevision = () => page.evaluate(() => window.__sandbox!.db.revision)
    let revision = await readRevision()
    await expect
      .poll(async () => {
        await page.waitForTimeout(300)
        const now = await readRevision()
        const still = now === revision
        revision = now
        return still
      })
      .toBe(true)

    // A registration writes a user and a verification mail: neither may be kept.
    const refused = await api(page, 'POST', '/auth/register', signUp('full-store@example.org'))
    expect(refused).toEqual({ status: 507, body: { detail: STORAGE_FULL_DETAIL } })
    expect(await storedUsers(page)).toEqual(before)

    await page.getByTestId('profile-edit-button').click()
    await page.getByRole('main').getByLabel('Name', { exact: true }).fill('Never Saved')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByTestId('notification-dialog-message')).toHaveText(STORAGE_FULL_TEXT)
    await page.keyboard.press('Escape')
    // Nothing was committed while the store was full (every write is refused then, the app's own too).
    expect(await page.evaluate(() => window.__sandbox!.db.revision)).toBe(revision)

    await page.evaluate(() => sessionStorage.removeItem('store-full'))
    await page.reload()
    await sandboxReady(page)
    expect(await storedUsers(page)).toEqual(before)
    expect(await page.evaluate(() => window.__sandbox!.mailbox().filter((m) => m.email === 'full-store@example.org'))).toEqual([])
    await expect(page.getByTestId('profile-header-name')).toHaveText('Demo User')
    // With room again, the same registration works.
    expect((await api(page, 'POST', '/auth/register', signUp('full-store@example.org'))).status).toBe(201)
  })

  // Three journeys on one page that each began on a fresh one: the import only reads this page's data (into a context of its own),
  // the first layout leaves the store in today's layout and version (as a fresh one), the schema versions end it read-only.
  test('an old localStorage database is imported once; a store of the first layout moves into chunks; older and newer schema versions', async ({ page, browser }) => {
    await test.step('an old localStorage database is imported once, then its keys are removed', async () => {
      await open(page, '/about')
      const legacy = await page.evaluate(() => {
        const doc = window.__sandbox!.db
        doc.collections.users[0]!.full_name = 'Imported From LocalStorage'
        return JSON.stringify({ ...doc, schemaVersion: 2, revision: 7 })
      })
      const context = await browser.newContext()
      const fresh = await context.newPage()
      await fresh.addInitScript((doc) => {
        if (sessionStorage.getItem('legacy-written')) return
        sessionStorage.setItem('legacy-written', '1')
        localStorage.setItem('qa-sandbox-db', doc)
        localStorage.setItem('qa-sandbox-rev', '7')
      }, legacy)
      await open(fresh, '/about')
      expect(await fresh.evaluate(() => window.__sandbox!.db.collections.users[0]!.full_name)).toBe('Imported From LocalStorage')
      expect(await fresh.evaluate(() => [localStorage.getItem('qa-sandbox-db'), localStorage.getItem('qa-sandbox-rev')])).toEqual([null, null])
      await fresh.reload()
      await expect.poll(() => fresh.evaluate(async () => (await window.__sandboxReady)?.db.collections.users[0]!.full_name)).toBe('Imported From LocalStorage')
      await context.close()
    })
    await test.step('a store of the first layout (one IndexedDB entry per record) is moved into chunks on the next load: nothing lost, writes work', async () => {
      await open(page, '/about')
      expect((await api(page, 'POST', '/auth/register', signUp('first-layout@example.org'))).status).toBe(201)
      // On a page of the origin that runs no app (nothing holds the database open): the store rewritten as
      // a build before the chunks left it, version 1 with one 'records' entry per record.
      await page.goto('/favicon.svg')
      const written = await page.evaluate(async () => {
        const done = <T,>(r: IDBRequest<T>) => new Promise<T>((resolve, reject) => ((r.onsuccess = () => resolve(r.result)), (r.onerror = () => reject(r.error))))
        const current = await done(indexedDB.open('qa-sandbox'))
        const tx = current.transaction(['chunks', 'meta'])
        const [chunkKeys, chunks, state] = await Promise.all([done(tx.objectStore('chunks').getAllKeys()), done(tx.objectStore('chunks').getAll()), done(tx.objectStore('meta').get('state'))])
        current.close()
        await done(indexedDB.deleteDatabase('qa-sandbox'))
        const open = indexedDB.open('qa-sandbox', 1)
        open.onupgradeneeded = () => ['records', 'meta', 'changes'].forEach((name) => open.result.createObjectStore(name))
        const old = await done(open)
        const write = old.transaction(['records', 'meta'], 'readwrite')
        let count = 0
        chunkKeys.forEach((key, i) => {
          for (const [id, value] of chunks[i] as Array<[IDBValidKey, unknown]>) {
            write.objectStore('records').put(value, [(key as IDBValidKey[])[0]!, id])
            count++
          }
        })
        write.objectStore('meta').put(state, 'state')
        await new Promise((resolve, reject) => ((write.oncomplete = resolve), (write.onerror = () => reject(write.error))))
        old.close()
        return count
      })
      expect(written).toBeGreaterThan(100)

      await open(page, '/about')
      await sandboxReady(page)
      expect((await storedUsers(page)).some((u) => u.email === 'first-layout@example.org')).toBe(true)
      const layout = await page.evaluate(async () => {
        const idb = await new Promise<IDBDatabase>((resolve, reject) => {
          const r = indexedDB.open('qa-sandbox')
          r.onsuccess = () => resolve(r.result)
          r.onerror = () => reject(r.error)
        })
        const stores = [...idb.objectStoreNames].sort()
        idb.close()
        return { version: idb.version, stores }
      })
      expect(layout).toEqual({ version: 2, stores: ['changes', 'chunks', 'meta'] })
      expect((await api(page, 'POST', '/auth/register', signUp('after-chunks@example.org'))).status).toBe(201)
      await page.reload()
      await sandboxReady(page)
      const emails = (await storedUsers(page)).map((u) => u.email)
      expect(emails).toEqual(expect.arrayContaining(['first-layout@example.org', 'after-chunks@example.org']))
    })
    await test.step('a stored schema version from an older build is migrated; from a newer build it is read-only with a notice, nothing lost', async () => {
      await open(page, '/about')
      expect((await api(page, 'POST', '/auth/register', signUp('kept-across-versions@example.org'))).status).toBe(201)
      /** Rewrites `schemaVersion` in the `meta` store's `state` entry, as another build of the app would leave it. */
      const setStoredVersion = (version: number) =>
        page.evaluate(
          (v) =>
            new Promise<void>((resolve, reject) => {
              const request = indexedDB.open('qa-sandbox')
              request.onerror = () => reject(request.error)
              request.onsuccess = () => {
                const idb = request.result
                const tx = idb.transaction('meta', 'readwrite')
                const store = tx.objectStore('meta')
                const get = store.get('state')
                get.onsuccess = () => store.put({ ...get.result, schemaVersion: v }, 'state')
                tx.oncomplete = () => {
                  idb.close()
                  resolve()
                }
                tx.onerror = () => reject(tx.error)
              }
            }),
          version,
        )
      const kept = async () => (await storedUsers(page)).some((u) => u.email === 'kept-across-versions@example.org')

      // Older: migrated forward on the next load, the record kept, writes work.
      await setStoredVersion(2)
      await page.reload()
      await sandboxReady(page)
      expect(await kept()).toBe(true)
      await expect(page.getByTestId('sandbox-newer-data-notice')).toHaveCount(0)
      expect((await api(page, 'POST', '/auth/register', signUp('after-migration@example.org'))).status).toBe(201)

      // Newer: the data shows, a translated notice says it is read-only, a write answers 507 and nothing changes.
      await setStoredVersion(99)
      await page.reload()
      await sandboxReady(page)
      await expect(page.getByTestId('sandbox-newer-data-notice')).toContainText('comes from a newer version of QA Playground (data version 99; this version reads 3)')
      expect(await kept()).toBe(true)
      const refused = await api(page, 'POST', '/auth/register', signUp('refused@example.org'))
      expect(refused.status).toBe(507)
      expect(refused.body.detail).toBe('Could not save: the stored sandbox data comes from a newer version of the app and is read-only here. Nothing was saved')
      await page.reload()
      await sandboxReady(page)
      const users = await storedUsers(page)
      expect(users.some((u) => u.email === 'kept-across-versions@example.org')).toBe(true)
      expect(users.some((u) => u.email === 'refused@example.org')).toBe(false)
      await page.evaluate(() => localStorage.setItem('i18nextLng', 'ko'))
      await page.reload()
      await expect(page.getByTestId('sandbox-newer-data-notice')).toContainText('더 새로운 버전의 QA Playground')
    })
  })

  test('a browser that refuses IndexedDB keeps the data in memory and says a reload loses it', async ({ page }) => {
    await page.addInitScript(() => {
      IDBFactory.prototype.open = () => {
        throw new DOMException('The user denied permission to access the database.', 'SecurityError')
      }
    })
    await open(page, '/')
    await expect(page.getByTestId('sandbox-memory-notice')).toHaveText('This browser does not let the sandbox store data, so your changes will be lost when you reload the page.')
    expect(await page.evaluate(() => window.__sandbox!.storageKind())).toBe('memory')
    expect((await api(page, 'POST', '/auth/register', signUp('memory-only@example.org'))).status).toBe(201)
    await page.reload()
    await expect(page.getByTestId('sandbox-memory-notice')).toBeVisible()
    expect((await storedUsers(page)).some((u) => u.email === 'memory-only@example.org')).toBe(false)
  })
})

test.describe('sandbox store: a killed browser', () => {
  const launched: ChildProcess[] = []
  test.afterEach(async () => {
    for (const child of launched.splice(0)) await kill(child)
  })

  /** Chromium on its own (so it can be SIGKILLed) on a profile directory, with the config's flags, reached over CDP. */
  async function launch(userDataDir: string): Promise<{ child: ChildProcess; browser: Browser }> {
    const { launchOptions } = test.info().project.use
    const executable = launchOptions?.executablePath ?? process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? '/usr/bin/chromium'
    const child = spawn(
      executable,
      [...(launchOptions?.args ?? []), '--headless', `--user-data-dir=${userDataDir}`, '--remote-debugging-port=0', 'about:blank'],
      // Its own process group, so a kill takes its helper processes too.
      { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
    )
    launched.push(child)
    const endpoint = await new Promise<string>((resolve, reject) => {
      let text = ''
      const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${text}`)), 20_000)
      child.stderr!.on('data', (chunk: Buffer) => {
        text += chunk.toString()
        const match = text.match(/DevTools listening on (ws:\/\/\S+)/)
        if (match) {
          clearTimeout(timer)
          resolve(match[1]!)
        }
      })
      child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${text}`)))
    })
    return { child, browser: await chromium.connectOverCDP(endpoint) }
  }

  async function kill(child: ChildProcess): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    process.kill(-child.pid!, 'SIGKILL')
    await exited
  }

  test('an acknowledged write is still there after the browser process is killed 1 s later', async ({ baseURL }) => {
    test.setTimeout(60_000)
    const dir = mkdtempSync(join(tmpdir(), 'qa-sandbox-kill-'))
    try {
      const first = await launch(dir)
      const page = await first.browser.contexts()[0]!.newPage()
      await open(page, `${baseURL}/about`)
      const answer = await api(page, 'POST', '/auth/register', signUp('survivor@example.org'))
      expect(answer.status).toBe(201)
      await new Promise((r) => setTimeout(r, 1000))
      await kill(first.child)

      const second = await launch(dir)
      const again = await second.browser.contexts()[0]!.newPage()
      await open(again, `${baseURL}/about`)
      const users = await storedUsers(again)
      expect(users.filter((u) => u.email === 'survivor@example.org')).toEqual([{ id: answer.body.id, email: 'survivor@example.org', location: null }])
      await second.browser.close()
    } finally {
      for (const child of launched.splice(0)) await kill(child)
      try {
        rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
      } catch (error) {
        console.warn(`could not remove ${dir}`, error) // a leftover temp directory is not the test's concern
      }
    }
  })
})
