import { describe, expect, it } from 'vitest'
import { catalog } from '@machines/catalog'
import { LAB_MODEL_IDS, labModelId } from './machine-ids'

describe('LAB_MODEL_IDS (machine.id → catalogue id, kept out of the main chunk)', () => {
  it('lists exactly the catalogued machines, each with its model id', () => {
    const fromCatalog = Object.fromEntries(catalog.map((model) => [model.machine.id, model.id]))
    expect(LAB_MODEL_IDS, 'machines/lab/machine-ids.json is out of date: npm run lab:counts -- --write').toEqual(fromCatalog)
  })

  it('gives undefined for a machine that is not catalogued (and for Object.prototype names)', () => {
    expect(labModelId('login')).toBe('login')
    expect(labModelId('eventForm')).toBe('event-form')
    expect(labModelId('nope')).toBeUndefined()
    expect(labModelId('toString')).toBeUndefined()
  })
})
