import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { hiddenLayersMachine } from './challenge-hidden-layers.machine'

const start = () => createActor(hiddenLayersMachine).start()

describe('hidden-layers machine', () => {
  it('starts with the green button on top; blue.press is not possible yet', () => {
    const a = start()
    expect(a.getSnapshot().value).toBe('greenOnTop')
    a.send({ type: 'blue.press' })
    expect(a.getSnapshot().value).toBe('greenOnTop')
  })

  it('green then blue solves it', () => {
    const a = start()
    a.send({ type: 'green.press' })
    expect(a.getSnapshot().value).toBe('blueOnTop')
    a.send({ type: 'blue.press' })
    expect(a.getSnapshot().value).toBe('solved')
    expect(a.getSnapshot().hasTag('solved')).toBe(true)
  })

  it('a second green press while covered is a click through the layer (failed)', () => {
    const a = start()
    a.send({ type: 'green.press' })
    a.send({ type: 'green.press' })
    expect(a.getSnapshot().value).toBe('clickedThrough')
    expect(a.getSnapshot().hasTag('failed')).toBe(true)
  })

  it('green pressed after solving is also a click through', () => {
    const a = start()
    a.send({ type: 'green.press' })
    a.send({ type: 'blue.press' })
    a.send({ type: 'green.press' })
    expect(a.getSnapshot().value).toBe('clickedThrough')
  })

  it('layers.reset starts again from solved and from clickedThrough, not from the middle', () => {
    const a = start()
    a.send({ type: 'green.press' })
    a.send({ type: 'layers.reset' })
    expect(a.getSnapshot().value).toBe('blueOnTop')
    a.send({ type: 'green.press' })
    a.send({ type: 'layers.reset' })
    expect(a.getSnapshot().value).toBe('greenOnTop')
    a.send({ type: 'green.press' })
    a.send({ type: 'blue.press' })
    a.send({ type: 'layers.reset' })
    expect(a.getSnapshot().value).toBe('greenOnTop')
  })
})
