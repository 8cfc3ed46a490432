import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { PAGE_SIZE, SAMPLE_ROWS, dataTableMachine, draftErrors, filterRows, pageCount, sampleRows, sortRows, tableView, type TableRow } from './playground-table.machine'

function start(rows?: readonly TableRow[]) {
  const notifySaved = vi.fn()
  const notifyDeleted = vi.fn()
  const actor = createActor(dataTableMachine.provide({ actions: { notifySaved, notifyDeleted } }), { input: rows ? { rows } : undefined }).start()
  const view = () => tableView(actor.getSnapshot().context)
  const ids = () => view().rows.map((r) => r.id)
  return { actor, notifySaved, notifyDeleted, view, ids }
}

describe('table helpers', () => {
  it('has six sample rows and 3 rows per page', () => {
    expect(SAMPLE_ROWS).toHaveLength(6)
    expect(PAGE_SIZE).toBe(3)
    expect([pageCount(0), pageCount(3), pageCount(4), pageCount(6)]).toEqual([1, 1, 2, 2])
  })

  it('filters name or e-mail, case-insensitive, trimmed', () => {
    expect(filterRows(SAMPLE_ROWS, '  JO ').map((r) => r.id)).toEqual([1, 3])
    expect(filterRows(SAMPLE_ROWS, 'alice@').map((r) => r.id)).toEqual([4])
    expect(filterRows(SAMPLE_ROWS, 'active')).toEqual([])
    expect(filterRows(SAMPLE_ROWS, '')).toHaveLength(6)
  })

  it('sorts each column both ways (ties by id)', () => {
    expect(sortRows(SAMPLE_ROWS, { column: 'id', direction: 'desc' }).map((r) => r.id)).toEqual([6, 5, 4, 3, 2, 1])
    expect(sortRows(SAMPLE_ROWS, { column: 'name', direction: 'asc' }).map((r) => r.name)).toEqual(['Alice Brown', 'Bob Johnson', 'Charlie Wilson', 'Diana Lee', 'Jane Smith', 'John Doe'])
    expect(sortRows(SAMPLE_ROWS, { column: 'email', direction: 'desc' }).map((r) => r.id)).toEqual([1, 2, 6, 5, 3, 4])
    expect(sortRows(SAMPLE_ROWS, { column: 'status', direction: 'asc' }).map((r) => r.id)).toEqual([1, 3, 4, 6, 2, 5])
    expect(sortRows(SAMPLE_ROWS, { column: 'status', direction: 'desc' }).map((r) => r.id)).toEqual([5, 2, 6, 4, 3, 1])
    expect(sortRows(SAMPLE_ROWS, null).map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('validates a draft: name required, e-mail required and well-formed', () => {
    expect(draftErrors({ id: 1, name: ' ', email: '', status: 'active' })).toEqual({ name: 'required', email: 'emailRequired' })
    expect(draftErrors({ id: 1, name: 'A', email: 'a@b', status: 'active' })).toEqual({ email: 'emailFormat' })
    expect(draftErrors({ id: 1, name: 'A', email: 'a@b.co', status: 'active' })).toEqual({})
  })
})

describe('data table machine', () => {
  it('shows page 1 of 2 with the first three rows; previous is off, next on', () => {
    const { view, ids } = start()
    expect(ids()).toEqual([1, 2, 3])
    expect(view()).toMatchObject({ page: 1, pages: 2, total: 6, hasPrevious: false, hasNext: true })
  })

  it('pages forward and back, never past the ends', () => {
    const { actor, view, ids } = start()
    actor.send({ type: 'page.previous' })
    expect(view().page).toBe(1)
    actor.send({ type: 'page.next' })
    expect(ids()).toEqual([4, 5, 6])
    expect(view()).toMatchObject({ page: 2, hasPrevious: true, hasNext: false })
    actor.send({ type: 'page.next' })
    expect(view().page).toBe(2)
    actor.send({ type: 'page.previous' })
    expect(view().page).toBe(1)
  })

  it('goes back to page 1 when the filter changes', () => {
    const { actor, view, ids } = start()
    actor.send({ type: 'page.next' })
    actor.send({ type: 'filter.change', value: 'E' })
    expect(view()).toMatchObject({ page: 1, pages: 2 })
    expect(ids()).toEqual([1, 2, 3])
    actor.send({ type: 'filter.change', value: 'son' })
    expect(ids()).toEqual([3, 5])
    actor.send({ type: 'filter.change', value: 'zzz' })
    expect(view()).toMatchObject({ rows: [], total: 0, page: 1, pages: 1, hasPrevious: false, hasNext: false })
  })

  it('sorts a new column ascending and flips the same column', () => {
    const { actor, ids } = start()
    actor.send({ type: 'sort.toggle', column: 'name' })
    expect(actor.getSnapshot().context.sort).toEqual({ column: 'name', direction: 'asc' })
    expect(ids()).toEqual([4, 3, 5])
    actor.send({ type: 'sort.toggle', column: 'name' })
    expect(actor.getSnapshot().context.sort).toEqual({ column: 'name', direction: 'desc' })
    expect(ids()).toEqual([1, 2, 6])
    actor.send({ type: 'sort.toggle', column: 'name' })
    expect(actor.getSnapshot().context.sort).toEqual({ column: 'name', direction: 'asc' })
    actor.send({ type: 'sort.toggle', column: 'id' })
    expect(actor.getSnapshot().context.sort).toEqual({ column: 'id', direction: 'asc' })
  })

  it('keeps the page when sorting', () => {
    const { actor, view } = start()
    actor.send({ type: 'page.next' })
    actor.send({ type: 'sort.toggle', column: 'email' })
    expect(view().page).toBe(2)
  })

  it('deletes a row with an error-style toast naming it; the last page shrinks back', () => {
    const { actor, view, notifyDeleted, ids } = start()
    actor.send({ type: 'page.next' })
    actor.send({ type: 'row.delete', id: 4 })
    expect(notifyDeleted).toHaveBeenCalledWith(expect.anything(), { name: 'Alice Brown' })
    expect(ids()).toEqual([5, 6])
    actor.send({ type: 'row.delete', id: 5 })
    actor.send({ type: 'row.delete', id: 6 })
    expect(view()).toMatchObject({ page: 1, pages: 1, total: 3 })
    expect(actor.getSnapshot().context.page).toBe(1)
    actor.send({ type: 'row.delete', id: 99 })
    expect(notifyDeleted).toHaveBeenCalledTimes(3)
  })

  it('edits or deletes only rows on the current page', () => {
    const { actor, notifyDeleted } = start()
    actor.send({ type: 'row.delete', id: 4 })
    actor.send({ type: 'row.edit', id: 5 })
    expect(notifyDeleted).not.toHaveBeenCalled()
    expect(actor.getSnapshot().value).toBe('browsing')
    actor.send({ type: 'filter.change', value: 'son' })
    actor.send({ type: 'row.edit', id: 1 })
    expect(actor.getSnapshot().value).toBe('browsing')
    actor.send({ type: 'row.edit', id: 5 })
    expect(actor.getSnapshot().value).toBe('editing')
  })

  it('edits a row inline: Save only when valid, Cancel discards', () => {
    const { actor, notifySaved } = start()
    actor.send({ type: 'row.edit', id: 99 })
    expect(actor.getSnapshot().value).toBe('browsing')
    actor.send({ type: 'row.edit', id: 2 })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.draft).toEqual({ id: 2, name: 'Jane Smith', email: 'jane@example.com', status: 'inactive' })
    actor.send({ type: 'draft.change', field: 'name', value: '' })
    actor.send({ type: 'edit.save' })
    expect(actor.getSnapshot().value).toBe('editing')
    actor.send({ type: 'draft.change', field: 'name', value: ' Jane Doe ' })
    actor.send({ type: 'draft.change', field: 'email', value: 'jane.doe@example.com' })
    actor.send({ type: 'draft.status', status: 'active' })
    // The rest of the table waits while editing.
    actor.send({ type: 'page.next' })
    actor.send({ type: 'filter.change', value: 'x' })
    actor.send({ type: 'row.delete', id: 1 })
    expect(actor.getSnapshot().context).toMatchObject({ page: 1, filter: '' })
    expect(actor.getSnapshot().context.rows).toHaveLength(6)
    actor.send({ type: 'edit.save' })
    expect(actor.getSnapshot().value).toBe('browsing')
    expect(notifySaved).toHaveBeenCalledWith(expect.anything(), { name: 'Jane Doe' })
    expect(actor.getSnapshot().context.rows[1]).toEqual({ id: 2, name: 'Jane Doe', email: 'jane.doe@example.com', status: 'active' })

    actor.send({ type: 'row.edit', id: 1 })
    actor.send({ type: 'draft.change', field: 'name', value: 'Changed' })
    actor.send({ type: 'edit.cancel' })
    expect(actor.getSnapshot().value).toBe('browsing')
    expect(actor.getSnapshot().context.rows[0]!.name).toBe('John Doe')
    expect(actor.getSnapshot().context.draft).toBeNull()
  })

  it('reset restores rows, filter, sort and page', () => {
    const { actor, view } = start()
    actor.send({ type: 'row.delete', id: 1 })
    actor.send({ type: 'sort.toggle', column: 'status' })
    actor.send({ type: 'filter.change', value: 'e' })
    actor.send({ type: 'page.next' })
    actor.send({ type: 'table.reset' })
    expect(actor.getSnapshot().context).toMatchObject({ rows: SAMPLE_ROWS, filter: '', sort: null, page: 1, draft: null })
    expect(view().pages).toBe(2)
  })

  it('takes its rows from input', () => {
    const { view } = start(SAMPLE_ROWS.slice(0, 2))
    expect(view()).toMatchObject({ total: 2, pages: 1 })
  })
})

describe('sample rows by language', () => {
  it('gives a Korean screen Korean names with the same ids and statuses; "jun" finds two rows as "son" does in English', () => {
    const ko = sampleRows('ko-KR')
    expect(ko.map(({ id, status }) => [id, status])).toEqual(SAMPLE_ROWS.map(({ id, status }) => [id, status]))
    expect(ko.every((r) => /^[\uac00-\ud7a3]+$/.test(r.name) && /^[a-z.]+@example\.com$/.test(r.email))).toBe(true)
    expect(filterRows(ko, 'jun').map((r) => r.id)).toEqual([1, 5])
    expect(filterRows(SAMPLE_ROWS, 'son').map((r) => r.id)).toEqual([3, 5])
    expect(sampleRows('en')).toBe(SAMPLE_ROWS)
    expect(sampleRows(undefined)).toBe(SAMPLE_ROWS)
  })
})
