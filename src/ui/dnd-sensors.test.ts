// @vitest-environment jsdom
import { KeyboardSensor, PointerSensor, type ClientRect, type KeyboardCoordinateGetter, type SensorContext } from '@dnd-kit/core'
import { describe, expect, it, vi } from 'vitest'
import { SteadyKeyboardSensor, SteadyPointerSensor } from './dnd-sensors'

const RECT: ClientRect = { left: 0, top: 0, right: 100, bottom: 40, width: 100, height: 40 }

/** dnd-kit's sensor context before the drag has rendered. */
function sensorContext(): { current: SensorContext } {
  return {
    current: {
      activatorEvent: null,
      active: null,
      activeNode: null,
      collisionRect: null,
      collisions: null,
      draggableNodes: new Map(),
      draggingNode: null,
      draggingNodeRect: null,
      droppableRects: new Map(),
      droppableContainers: new Map() as unknown as SensorContext['droppableContainers'],
      over: null,
      scrollableAncestors: [],
      scrollAdjustedTranslate: null,
    },
  }
}

/** What a render of dnd-kit does to the context: a new object, over `over`. */
function render(context: { current: SensorContext }, collision: string, over: string | null = collision): void {
  context.current = {
    ...context.current,
    active: { id: 'item', data: { current: undefined }, rect: { current: { initial: RECT, translated: RECT } } },
    collisionRect: RECT,
    collisions: [{ id: collision }],
    over: over === null ? null : { id: over, rect: RECT, disabled: false, data: { current: undefined } },
  }
}

function callbacks() {
  return { onAbort: vi.fn(), onPending: vi.fn(), onStart: vi.fn(), onMove: vi.fn(), onEnd: vi.fn(), onCancel: vi.fn() }
}

const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms))
const key = (code: string) => new KeyboardEvent('keydown', { code, bubbles: true, cancelable: true })

/** ArrowRight moves 100 px to the right. */
const right: KeyboardCoordinateGetter = (event, { currentCoordinates }) => (event.code === 'ArrowRight' ? { x: currentCoordinates.x + 100, y: currentCoordinates.y } : undefined)

describe('dnd-kit internals the sensors use', () => {
  it('are still on the prototypes (a dnd-kit upgrade that renames them fails here)', () => {
    for (const name of ['attach', 'handleStart', 'handleKeyDown', 'handleEnd', 'handleCancel', 'detach']) expect(typeof Reflect.get(KeyboardSensor.prototype, name), `KeyboardSensor.${name}`).toBe('function')
    for (const name of ['attach', 'handleStart', 'handleMove', 'handleEnd', 'handleCancel', 'detach']) expect(typeof Reflect.get(PointerSensor.prototype, name), `PointerSensor.${name}`).toBe('function')
    expect(SteadyKeyboardSensor.activators).toBe(KeyboardSensor.activators)
    expect(SteadyPointerSensor.activators).toBe(PointerSensor.activators)
  })
})

describe('SteadyKeyboardSensor', () => {
  function pickUp() {
    const button = document.body.appendChild(document.createElement('button'))
    const context = sensorContext()
    const cb = callbacks()
    const pickUpEvent = key('Space')
    const sensor = new SteadyKeyboardSensor({ active: 'item', activeNode: { id: 'item', key: 'k', node: { current: button }, activatorNode: { current: button }, data: { current: undefined } }, event: pickUpEvent, context, options: { coordinateGetter: right }, ...cb })
    return { button, context, cb, pickUpEvent, sensor }
  }

  it('takes keys sent right after the pick-up, before dnd-kit has rendered it, in order, each once the previous one is rendered', async () => {
    const { button, context, cb, pickUpEvent } = pickUp()
    expect(cb.onStart).toHaveBeenCalledTimes(1)
    // The pick-up's own Space reaches the document after the sensor started: not a drop.
    button.dispatchEvent(pickUpEvent)
    const arrow = key('ArrowRight')
    const drop = key('Space')
    button.dispatchEvent(arrow)
    button.dispatchEvent(drop)
    // Held, with their default actions stopped at once (no page scroll, no button click).
    expect(arrow.defaultPrevented).toBe(true)
    expect(drop.defaultPrevented).toBe(true)
    await tick()
    expect(cb.onMove).not.toHaveBeenCalled()
    expect(cb.onEnd).not.toHaveBeenCalled()

    render(context, 'home')
    await tick()
    expect(cb.onMove).toHaveBeenCalledWith({ x: 100, y: 0 })
    // The drop waits for a render of the move, and for dnd-kit's `over` to follow its collisions.
    await tick()
    expect(cb.onEnd).not.toHaveBeenCalled()
    render(context, 'next', 'home')
    await tick()
    expect(cb.onEnd).not.toHaveBeenCalled()
    render(context, 'next')
    await tick()
    expect(cb.onEnd).toHaveBeenCalledTimes(1)
    expect(cb.onCancel).not.toHaveBeenCalled()
    button.remove()
  })

  it('passes a key straight to dnd-kit once the drag is rendered, and ignores keys after the drop', () => {
    const { button, context, cb } = pickUp()
    render(context, 'home')
    const arrow = key('ArrowRight')
    button.dispatchEvent(arrow)
    expect(cb.onMove).toHaveBeenCalledTimes(1)
    expect(arrow.defaultPrevented).toBe(true)
    render(context, 'next')
    button.dispatchEvent(key('Escape'))
    expect(cb.onCancel).toHaveBeenCalledTimes(1)
    button.dispatchEvent(key('Space'))
    button.dispatchEvent(key('ArrowRight'))
    expect(cb.onEnd).not.toHaveBeenCalled()
    expect(cb.onMove).toHaveBeenCalledTimes(1)
    button.remove()
  })

  it('does not stop keys it does not hold, nor keys it holds that are not dnd-kit keys', () => {
    const { button, cb } = pickUp()
    const letter = key('KeyA')
    button.dispatchEvent(letter)
    expect(letter.defaultPrevented).toBe(false)
    expect(cb.onMove).not.toHaveBeenCalled()
    button.remove()
  })
})

describe('SteadyPointerSensor', () => {
  function press() {
    const context = sensorContext()
    const cb = callbacks()
    const node = document.body.appendChild(document.createElement('div'))
    const down = new MouseEvent('pointerdown', { clientX: 10, clientY: 10 })
    new SteadyPointerSensor({ active: 'item', activeNode: { id: 'item', key: 'k', node: { current: node }, activatorNode: { current: null }, data: { current: undefined } }, event: down, context, options: { activationConstraint: { distance: 5 } }, ...cb })
    return { context, cb, node }
  }

  it('one move past the distance starts the drag and moves there; the release waits until that move is rendered', async () => {
    const { context, cb, node } = press()
    document.dispatchEvent(new MouseEvent('pointermove', { clientX: 200, clientY: 50 }))
    expect(cb.onStart).toHaveBeenCalledWith({ x: 10, y: 10 })
    expect(cb.onMove).toHaveBeenCalledWith({ x: 200, y: 50 })
    document.dispatchEvent(new MouseEvent('pointerup', { clientX: 200, clientY: 50 }))
    expect(cb.onEnd).not.toHaveBeenCalled()
    // Moves after the release are not followed.
    document.dispatchEvent(new MouseEvent('pointermove', { clientX: 400, clientY: 50 }))
    expect(cb.onMove).toHaveBeenCalledTimes(1)
    render(context, 'target')
    await tick()
    expect(cb.onEnd).toHaveBeenCalledTimes(1)
    node.remove()
  })

  it('a press without a move stays a click: ended at once, never started', () => {
    const { cb, node } = press()
    document.dispatchEvent(new MouseEvent('pointermove', { clientX: 12, clientY: 11 }))
    document.dispatchEvent(new MouseEvent('pointerup', { clientX: 12, clientY: 11 }))
    expect(cb.onStart).not.toHaveBeenCalled()
    expect(cb.onAbort).toHaveBeenCalledWith('item')
    expect(cb.onEnd).toHaveBeenCalledTimes(1)
    node.remove()
  })

  it('Escape while a release waits cancels, and the waiting drop does not come after', async () => {
    const { context, cb, node } = press()
    document.dispatchEvent(new MouseEvent('pointermove', { clientX: 200, clientY: 50 }))
    document.dispatchEvent(new MouseEvent('pointerup', { clientX: 200, clientY: 50 }))
    document.dispatchEvent(key('Escape'))
    expect(cb.onCancel).toHaveBeenCalledTimes(1)
    render(context, 'target')
    await tick()
    expect(cb.onEnd).not.toHaveBeenCalled()
    node.remove()
  })
})
