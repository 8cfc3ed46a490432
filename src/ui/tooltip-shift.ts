/** The least room a shown tooltip keeps to the screen's left and right edges, in px. */
export const TOOLTIP_EDGE_PX = 8

/**
 * How far a tooltip centred under its host must move sideways to stay between the screen's edges
 * (negative: to the left). `left`/`right`: its box where it is now; `viewport`: the screen's width.
 */
export function tooltipShift(left: number, right: number, viewport: number, edge = TOOLTIP_EDGE_PX): number {
  if (right > viewport - edge) return Math.max(viewport - edge - right, edge - left)
  if (left < edge) return edge - left
  return 0
}
