/**
 * The drag sensors of every @dnd-kit surface (sortable-list challenge, kanban, component
 * playground): dnd-kit's own pointer and keyboard sensors, made to keep up with a fast user or a
 * test tool that sends input back to back (docs/spec/3-playground.md "Drag and drop": Space picks up, arrows move,
 * Space drops, Escape cancels).
 *
 * Why: dnd-kit 6.3's KeyboardSensor starts listening for keys a task after the pick-up
 * (`setTimeout` in its `attach`, so that the Space that picked the item up is not read as the
 * drop); a key sent in between (Playwright's `press('Space'); press('ArrowRight'); press('Space')`,
 * Selenium's `send_keys(SPACE, ARROW_RIGHT, SPACE)`, a fast keyboard user) was lost. And both
 * sensors read where the item is from dnd-kit's last render (`context.current`): an arrow or a
 * drop that arrives before React has rendered the previous step (the pick-up, the move, the new
 * `over` target, which dnd-kit sets from an effect) used stale positions, so a drop landed where
 * the item had been. Likewise the pointer sensor only starts the drag on the move that passes the
 * activation distance, without moving: one move then a release (Playwright's `dragTo`) dropped
 * the item where it was picked up.
 *
 * So: the keyboard sensor listens from the pick-up on (it ignores the pick-up's own event) and
 * holds every key that arrives before dnd-kit has rendered the previous step, replaying the held
 * keys in order, each once the previous one is on screen. The pointer sensor moves on the move
 * that starts the drag, and a release waits for the last move to be rendered. Everything else
 * (activators, codes, coordinate getters, announcements, scrolling) is dnd-kit's.
 *
 * These subclasses use dnd-kit's sensor internals (attach, handleKeyDown, handleMove, handleEnd,
 * handleCancel, detach, activated): dnd-sensors.test.ts checks that they are still there.
 */
import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type KeyboardCoordinateGetter,
  type KeyboardSensorOptions,
  type KeyboardSensorProps,
  type PointerSensorOptions,
  type PointerSensorProps,
  type SensorContext,
} from '@dnd-kit/core'
import { useMemo, type RefObject } from 'react'
import { flushSync } from 'react-dom'

/** A held key or release waits at most this long for dnd-kit to render (then it goes ahead, as dnd-kit would). */
const MAX_WAIT_MS = 1000

/** The pointer moves 5 px before a drag starts, so a click (edit, delete, a link in a card) stays a click. */
export const POINTER_OPTIONS: PointerSensorOptions = { activationConstraint: { distance: 5 } }

/** dnd-kit's default keys (KeyboardSensor's defaultKeyboardCodes): a held one of these, or an arrow, has its default action stopped at once. */
const DEFAULT_CODES = { start: ['Space', 'Enter'], cancel: ['Escape'], end: ['Space', 'Enter', 'Tab'] }
const ARROWS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']

type Context = RefObject<SensorContext>

/**
 * Tells whether dnd-kit has rendered the drag's latest step: the drag has started and been
 * measured, a render has happened since the last move was sent (or since the page scrolled for
 * it), and the `over` target (which dnd-kit sets from an effect) agrees with that render's
 * collisions.
 */
class StepWatch {
  private sentAt: SensorContext | null = null
  private scrollPending = false
  constructor(private readonly context: Context) {}

  /** Call when a move is sent: the next render of dnd-kit carries it. */
  sent(): void {
    this.sentAt = this.context.current
  }

  /**
   * Runs a key through dnd-kit. Near the edge of a scrollable area dnd-kit scrolls instead of
   * moving (the item then moves with the scroll): the step is on screen once dnd-kit has seen
   * that scroll, which `scrolled` (a scroll listener) reports.
   */
  take(handle: () => void): void {
    const ancestors = this.context.current.scrollableAncestors
    const before = ancestors.map((el) => `${el.scrollLeft},${el.scrollTop}`)
    handle()
    if (ancestors.some((el, i) => `${el.scrollLeft},${el.scrollTop}` !== before[i])) this.scrollPending = true
  }

  /** A scroll event: when it is one of the drag's scroll areas, dnd-kit reads the new offsets from it and the next render carries them. */
  scrolled(event: Event): void {
    const target = event.target
    const scroller = target instanceof Document ? target.scrollingElement : target
    if (!this.context.current.scrollableAncestors.some((el) => el === scroller)) return
    this.scrollPending = false
    this.sent()
  }

  rendered(): boolean {
    const c = this.context.current
    if (!c.active || !c.collisionRect || c === this.sentAt || this.scrollPending) return false
    return (c.collisions?.[0]?.id ?? null) === (c.over?.id ?? null)
  }
}

/** Runs `step` once `ready()` holds (polling each task), or after MAX_WAIT_MS; `cancel` drops it. */
class Waiter {
  private timer: ReturnType<typeof setTimeout> | undefined
  private since = 0

  /** Calls `step` until it returns false (nothing left) or `ready()` is false (then waits and goes on). */
  run(ready: () => boolean, step: () => boolean): void {
    if (this.timer !== undefined) return
    if (this.since === 0) this.since = performance.now()
    const tick = () => {
      this.timer = undefined
      for (;;) {
        if (!ready() && performance.now() - this.since < MAX_WAIT_MS) {
          this.timer = setTimeout(tick)
          return
        }
        this.since = performance.now()
        if (!step()) {
          this.since = 0
          return
        }
      }
    }
    this.timer = setTimeout(tick)
  }

  cancel(): void {
    if (this.timer !== undefined) clearTimeout(this.timer)
    this.timer = undefined
    this.since = 0
  }
}

/** The KeyboardSensor members used here (private in dnd-kit's types, present in its code). */
interface KeyboardSensorInternals {
  props: KeyboardSensorProps
  autoScrollEnabled: boolean
  listeners: { add(name: string, handler: (event: Event) => void): void }
  windowListeners: { add(name: string, handler: (event: Event) => void, options?: AddEventListenerOptions): void }
  attach(): void
  handleStart(): void
  handleKeyDown(event: Event): void
  handleCancel(event: Event): void
  detach(): void
}
const KeyboardSensorBase = KeyboardSensor as unknown as new (props: KeyboardSensorProps) => KeyboardSensorInternals

/** dnd-kit's KeyboardSensor that loses no key: see the file's comment. */
export class SteadyKeyboardSensor extends KeyboardSensorBase {
  static activators = KeyboardSensor.activators

  // Set in the constructor after super(), which already calls attach(): attach uses none of them.
  private held: KeyboardEvent[]
  private watch: StepWatch
  private waiter: Waiter
  private done: boolean

  constructor(props: KeyboardSensorProps) {
    const watch = new StepWatch(props.context)
    // Every move dnd-kit sends is noted, so the next key waits until it is rendered.
    super({ ...props, onMove: (coordinates) => (watch.sent(), props.onMove(coordinates)) })
    this.watch = watch
    this.held = []
    this.waiter = new Waiter()
    this.done = false
    this.onKeyDown = this.onKeyDown.bind(this)
    // At once, not a task later as dnd-kit does: a key sent right after the pick-up is taken.
    this.listeners.add('keydown', this.onKeyDown)
    // A scroll of the window or of an element (seen in the capture phase): wait for dnd-kit to render it.
    this.windowListeners.add('scroll', (event) => watch.scrolled(event), { capture: true, passive: true })
  }

  /** dnd-kit's attach without its delayed keydown listener (the constructor adds ours; the fields above are not set yet here). */
  override attach(): void {
    this.handleStart()
    this.windowListeners.add('resize', this.handleCancel)
    this.windowListeners.add('visibilitychange', this.handleCancel)
  }

  override detach(): void {
    this.done = true
    this.held.length = 0
    this.waiter.cancel()
    super.detach()
  }

  private onKeyDown(event: Event): void {
    // The pick-up's own keydown is still on its way up to the document when the sensor starts.
    if (event === this.props.event || this.done || !(event instanceof KeyboardEvent)) return
    if (this.held.length === 0 && this.watch.rendered()) {
      this.watch.take(() => this.handleKeyDown(event))
      return
    }
    // Held: its default action (scrolling, a button's click, Tab's focus move) is stopped now, as dnd-kit does when it takes the key.
    const codes = this.props.options.keyboardCodes ?? DEFAULT_CODES
    if (ARROWS.includes(event.code) || codes.end.includes(event.code) || codes.cancel.includes(event.code)) event.preventDefault()
    this.held.push(event)
    this.waiter.run(
      () => this.watch.rendered(),
      () => {
        const next = this.held.shift()
        if (!next || this.done) return false
        // Rendered synchronously, so the next held key sees this one's result.
        flushSync(() => this.watch.take(() => this.handleKeyDown(next)))
        return this.held.length > 0 && !this.done
      },
    )
  }
}

/** The AbstractPointerSensor members used here (private in dnd-kit's types, present in its code). */
interface PointerSensorInternals {
  props: PointerSensorProps
  autoScrollEnabled: boolean
  activated: boolean
  listeners: { removeAll(): void }
  handleMove(event: Event): void
  handleEnd(): void
  handleCancel(): void
}
const PointerSensorBase = PointerSensor as unknown as new (props: PointerSensorProps) => PointerSensorInternals

/** dnd-kit's PointerSensor that moves on the move that starts the drag and drops where the last move went: see the file's comment. */
export class SteadyPointerSensor extends PointerSensorBase {
  static activators = PointerSensor.activators

  private watch: StepWatch
  private waiter: Waiter
  private done: boolean

  constructor(props: PointerSensorProps) {
    const watch = new StepWatch(props.context)
    super({ ...props, onMove: (coordinates) => (watch.sent(), props.onMove(coordinates)) })
    this.watch = watch
    this.waiter = new Waiter()
    this.done = false
  }

  override handleMove(event: Event): void {
    const wasActive = this.activated
    super.handleMove(event)
    // dnd-kit only starts the drag on the move that passes the distance: move there too.
    if (!wasActive && this.activated && !this.done && event instanceof MouseEvent) {
      if (event.cancelable) event.preventDefault()
      this.props.onMove({ x: event.clientX, y: event.clientY })
    }
  }

  override handleEnd(): void {
    if (this.done) return
    if (!this.activated || this.watch.rendered()) {
      this.finish()
      return
    }
    // Released before dnd-kit rendered the last move: stop following the pointer, drop once it has.
    this.listeners.removeAll()
    this.waiter.run(
      () => this.watch.rendered(),
      () => {
        if (!this.done) flushSync(() => this.finish())
        return false
      },
    )
  }

  override handleCancel(): void {
    if (this.done) return
    this.done = true
    this.waiter.cancel()
    super.handleCancel()
  }

  private finish(): void {
    this.done = true
    super.handleEnd()
  }
}

/**
 * The sensors of a drag surface: the pointer (after 5 px) and the keyboard, with the surface's
 * arrow-key coordinate getter. One descriptor per getter, so the sensors keep their identity.
 * The keyboard scrolls at once, not smoothly: a drop right after an arrow that scrolled then
 * waits one frame, not the length of a smooth scroll.
 */
export function useDragSensors(coordinateGetter?: KeyboardCoordinateGetter) {
  const keyboard = useMemo<KeyboardSensorOptions>(() => ({ scrollBehavior: 'instant', ...(coordinateGetter ? { coordinateGetter } : {}) }), [coordinateGetter])
  return useSensors(useSensor(SteadyPointerSensor, POINTER_OPTIONS), useSensor(SteadyKeyboardSensor, keyboard))
}
