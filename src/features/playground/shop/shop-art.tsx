/**
 * Drawn product pictures (inline SVG): no image files or external URLs, so the page works
 * offline. Purely decorative shapes; the accessible names live on the elements around them.
 */
import type { RelatedProduct, ShopColor, ShopImage } from '@machines/playground/shop-data'

/** Swatch and drawing colours per product colour. */
export const COLOR_HEX: Record<ShopColor, { fill: string; stroke: string; cushion: string }> = {
  black: { fill: '#1f2937', stroke: '#111827', cushion: '#4b5563' },
  white: { fill: '#f9fafb', stroke: '#9ca3af', cushion: '#d1d5db' },
  blue: { fill: '#2563eb', stroke: '#1e3a8a', cushion: '#93c5fd' },
  red: { fill: '#dc2626', stroke: '#7f1d1d', cushion: '#fca5a5' },
}

function Cup({ x, y, w, h, c }: { x: number; y: number; w: number; h: number; c: (typeof COLOR_HEX)[ShopColor] }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={w / 2.4} fill={c.fill} stroke={c.stroke} strokeWidth="3" />
      <rect x={x + w * 0.22} y={y + h * 0.14} width={w * 0.56} height={h * 0.72} rx={w / 4} fill={c.cushion} opacity="0.85" />
    </g>
  )
}

export function HeadphonesArt({ view, color }: { view: ShopImage; color: ShopColor }) {
  const c = COLOR_HEX[color]
  return (
    <svg viewBox="0 0 200 200" width="100%" height="100%" aria-hidden="true" focusable="false">
      {view === 'front' && (
        <g>
          <path d="M48 112 C48 40 152 40 152 112" fill="none" stroke={c.stroke} strokeWidth="12" strokeLinecap="round" />
          <path d="M56 100 C58 52 142 52 144 100" fill="none" stroke={c.cushion} strokeWidth="5" strokeLinecap="round" />
          <Cup x={30} y={100} w={36} h={62} c={c} />
          <Cup x={134} y={100} w={36} h={62} c={c} />
        </g>
      )}
      {view === 'side' && (
        <g>
          <path d="M100 30 C150 30 160 70 150 96" fill="none" stroke={c.stroke} strokeWidth="12" strokeLinecap="round" />
          <circle cx="100" cy="118" r="56" fill={c.fill} stroke={c.stroke} strokeWidth="4" />
          <circle cx="100" cy="118" r="34" fill={c.cushion} opacity="0.8" />
          <circle cx="100" cy="118" r="12" fill={c.stroke} />
        </g>
      )}
      {view === 'folded' && (
        <g>
          <path d="M60 70 C60 30 140 30 140 70" fill="none" stroke={c.stroke} strokeWidth="12" strokeLinecap="round" />
          <g transform="rotate(-25 80 120)">
            <Cup x={58} y={80} w={40} h={64} c={c} />
          </g>
          <g transform="rotate(25 120 120)">
            <Cup x={102} y={80} w={40} h={64} c={c} />
          </g>
        </g>
      )}
      {view === 'case' && (
        <g>
          <ellipse cx="100" cy="104" rx="78" ry="62" fill="#374151" stroke="#111827" strokeWidth="4" />
          <ellipse cx="100" cy="104" rx="66" ry="50" fill="none" stroke="#9ca3af" strokeWidth="3" strokeDasharray="6 5" />
          <rect x="150" y="60" width="10" height="18" rx="3" fill="#d1d5db" />
          <circle cx="100" cy="104" r="10" fill={c.fill} stroke={c.stroke} strokeWidth="3" />
        </g>
      )}
    </svg>
  )
}

export function RelatedArt({ kind }: { kind: RelatedProduct['image'] }) {
  return (
    <svg viewBox="0 0 120 90" width="100%" height="100%" aria-hidden="true" focusable="false">
      {kind === 'earbuds' && (
        <g fill="#e5e7eb" stroke="#4b5563" strokeWidth="3">
          <path d="M35 25 a14 14 0 1 1 0 28 l0 22 a5 5 0 0 1 -10 0 l0 -30 z" />
          <path d="M85 25 a14 14 0 1 0 0 28 l0 22 a5 5 0 0 0 10 0 l0 -30 z" />
        </g>
      )}
      {kind === 'speaker' && (
        <g>
          <rect x="20" y="22" width="80" height="48" rx="22" fill="#0f766e" stroke="#134e4a" strokeWidth="3" />
          <circle cx="45" cy="46" r="12" fill="#99f6e4" />
          <circle cx="75" cy="46" r="12" fill="#99f6e4" />
        </g>
      )}
      {kind === 'stand' && (
        <g fill="none" stroke="#6b7280" strokeWidth="6" strokeLinecap="round">
          <path d="M60 78 L60 24" />
          <path d="M40 24 C40 10 80 10 80 24" />
          <path d="M36 80 L84 80" />
        </g>
      )}
      {kind === 'amplifier' && (
        <g>
          <rect x="18" y="28" width="84" height="38" rx="6" fill="#1f2937" stroke="#111827" strokeWidth="3" />
          <circle cx="84" cy="47" r="10" fill="#9ca3af" />
          <rect x="28" y="42" width="30" height="8" rx="2" fill="#38bdf8" />
        </g>
      )}
    </svg>
  )
}
