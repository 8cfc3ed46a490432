import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { dynamicControlsMachine, dynamicControlsWithInputDelay } from './challenge-dynamic-controls.machine'
import { selectDynamicControls } from './challenge-dynamic-controls.selectors'

const start = (delayMs = 100) => createActor(dynamicControlsWithInputDelay, { input: { delayMs } }).start()

describe('dynamic-controls machine', () => {
  it('removes and adds the checkbox after the delay, with its messages; a toggle while busy is ignored', () => {
    vi.useFakeTimers()
    try {
      const a = start()
      expect(selectDynamicControls(a.getSnapshot())).toMatchObject({ checkboxShown: true, checkboxBusy: false, checkboxAction: 'remove', checkboxMessage: null })
      a.send({ type: 'checkbox.toggle' })
      a.send({ type: 'checkbox.toggle' })
      expect(selectDynamicControls(a.getSnapshot())).toMatchObject({ checkboxShown: true, checkboxBusy: true, checkboxMessage: null })
      vi.advanceTimersByTime(99)
      expect(a.getSnapshot().hasTag('checkboxBusy')).toBe(true)
      vi.advanceTimersByTime(1)
      expect(selectDynamicControls(a.getSnapshot())).toMatchObject({ checkboxShown: false, checkboxBusy: false, checkboxAction: 'add', checkboxMessage: 'gone' })
      a.send({ type: 'checkbox.toggle' })
      expect(selectDynamicControls(a.getSnapshot())).toMatchObject({ checkboxShown: false, checkboxBusy: true, checkboxAction: 'add', checkboxMessage: null })
      vi.advanceTimersByTime(100)
      expect(selectDynamicControls(a.getSnapshot())).toMatchObject({ checkboxShown: true, checkboxAction: 'remove', checkboxMessage: 'back' })
    } finally {
      vi.useRealTimers()
    }
  })

  it('enables and disables the input after the delay; only the enabled, idle input is editable', () => {
    vi.useFakeTimers()
    try {
      const a = start()
      expect(selectDynamicControls(a.getSnapshot())).toMatchObject({ inputEnabled: false, inputEditable: false, inputBusy: false, inputMessage: null })
      a.send({ type: 'input.toggle' })
      expect(selectDynamicControls(a.getSnapshot())).toMatchObject({ inputEnabled: false, inputEditable: false, inputBusy: true })
      vi.advanceTimersByTime(100)
      expect(selectDynamicControls(a.getSnapshot())).toMatchObject({ inputEnabled: true, inputEditable: true, inputBusy: false, inputMessage: 'enabled' })
      a.send({ type: 'input.toggle' })
      expect(selectDynamicControls(a.getSnapshot())).toMatchObject({ inputEnabled: true, inputEditable: false, inputBusy: true, inputMessage: null })
      vi.advanceTimersByTime(100)
      expect(selectDynamicControls(a.getSnapshot())).toMatchObject({ inputEnabled: false, inputEditable: false, inputMessage: 'disabled' })
    } finally {
      vi.useRealTimers()
    }
  })

  describe('the solved rule', () => {
    it('is not met by text typed while the checkbox is still there', () => {
      const a = createActor(dynamicControlsMachine, { input: { delayMs: 0 } }).start()
      a.send({ type: 'input.change', value: 'hello' })
      expect(a.getSnapshot().hasTag('solved')).toBe(false)
    })

    it('is met by the first non-blank text once the checkbox is gone, and stays met', () => {
      vi.useFakeTimers()
      try {
        const a = start()
        a.send({ type: 'checkbox.toggle' })
        a.send({ type: 'input.toggle' })
        a.send({ type: 'input.change', value: 'early' })
        expect(a.getSnapshot().hasTag('solved')).toBe(false)
        vi.advanceTimersByTime(100)
        a.send({ type: 'input.change', value: '   ' })
        expect(a.getSnapshot().hasTag('solved')).toBe(false)
        a.send({ type: 'input.change', value: ' hi ' })
        expect(selectDynamicControls(a.getSnapshot()).solved).toBe(true)
        a.send({ type: 'checkbox.toggle' })
        vi.advanceTimersByTime(100)
        a.send({ type: 'input.change', value: '' })
        expect(a.getSnapshot().hasTag('solved')).toBe(true)
      } finally {
        vi.useRealTimers()
      }
    })

    it('counts the checkbox as gone while it is being added back', () => {
      vi.useFakeTimers()
      try {
        const a = start()
        a.send({ type: 'checkbox.toggle' })
        vi.advanceTimersByTime(100)
        a.send({ type: 'checkbox.toggle' })
        expect(a.getSnapshot().hasTag('checkboxBusy')).toBe(true)
        a.send({ type: 'input.change', value: 'x' })
        expect(a.getSnapshot().hasTag('solved')).toBe(true)
      } finally {
        vi.useRealTimers()
      }
    })

    it('is not met once the checkbox is back', () => {
      vi.useFakeTimers()
      try {
        const a = start()
        a.send({ type: 'checkbox.toggle' })
        vi.advanceTimersByTime(100)
        a.send({ type: 'checkbox.toggle' })
        vi.advanceTimersByTime(100)
        a.send({ type: 'input.change', value: 'x' })
        expect(a.getSnapshot().hasTag('solved')).toBe(false)
      } finally {
        vi.useRealTimers()
      }
    })
  })

  it('waits the reference 3 s by default', () => {
    vi.useFakeTimers()
    try {
      const a = createActor(dynamicControlsMachine, { input: { delayMs: 1 } }).start()
      a.send({ type: 'checkbox.toggle' })
      vi.advanceTimersByTime(2_999)
      expect(a.getSnapshot().hasTag('checkboxBusy')).toBe(true)
      vi.advanceTimersByTime(1)
      expect(a.getSnapshot().hasTag('checkboxBusy')).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })
})
