import { describe, expect, it } from 'vitest'
import { TOOLTIP_EDGE_PX, tooltipShift } from './tooltip-shift'

describe('tooltipShift', () => {
  it('leaves a tooltip that fits where it is', () => {
    expect(tooltipShift(20, 300, 320)).toBe(0)
    expect(tooltipShift(TOOLTIP_EDGE_PX, 320 - TOOLTIP_EDGE_PX, 320)).toBe(0)
  })

  it('moves a tooltip past the right edge to the left, 8 px from the edge', () => {
    expect(tooltipShift(77, 365, 320)).toBe(320 - 8 - 365)
  })

  it('moves a tooltip past the left edge to the right', () => {
    expect(tooltipShift(-30, 200, 320)).toBe(38)
  })

  it('keeps the start readable when a tooltip is wider than the screen', () => {
    expect(tooltipShift(-10, 400, 320)).toBe(18)
  })
})
