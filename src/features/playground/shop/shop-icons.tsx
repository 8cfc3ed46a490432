/** Line icons of the shop screen (decorative, aria-hidden via the shared Icon). */
import { chakra } from '@chakra-ui/react'
import { useId } from 'react'
import { Icon } from '@/ui/icons'

export const CartIcon = () => (
  <Icon size="5">
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.5L21 8H6" />
  </Icon>
)

export const HeartIcon = ({ filled }: { filled: boolean }) => (
  <chakra.svg viewBox="0 0 24 24" width="4" height="4" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden="true" focusable="false" flexShrink={0}>
    <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
  </chakra.svg>
)

export const TruckIcon = () => (
  <Icon>
    <path d="M1 4h14v11H1zM15 8h4l3 3v4h-7" />
    <circle cx="5.5" cy="18" r="2" />
    <circle cx="18.5" cy="18" r="2" />
  </Icon>
)

export const ReturnIcon = () => (
  <Icon>
    <path d="M9 14L4 9l5-5" />
    <path d="M4 9h11a5 5 0 0 1 0 10h-3" />
  </Icon>
)

export const ClockIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
)

export const CheckIcon = () => (
  <Icon>
    <path d="M20 6L9 17l-5-5" />
  </Icon>
)

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6L2.5 9.4l6.6-.8z'

/** Five stars filled to `rating` (halves included). Decorative: the caller gives the accessible name. */
export function StarRow({ rating, size = '4' }: { rating: number; size?: string }) {
  // useId() contains characters that are not valid in url(#…) references.
  const id = `shop-star${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  return (
    <chakra.span display="inline-flex" gap="0.5" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => {
        const fraction = Math.max(0, Math.min(1, rating - i))
        const clip = `${id}-star-${i}`
        return (
          <chakra.svg key={i} viewBox="0 0 24 24" width={size} height={size} color="fg.subtle" focusable="false">
            <defs>
              <clipPath id={clip}>
                <rect x="0" y="0" width={24 * fraction} height="24" />
              </clipPath>
            </defs>
            <path d={STAR} fill="currentColor" opacity="0.35" />
            <path d={STAR} fill="#f59e0b" clipPath={`url(#${clip})`} />
          </chakra.svg>
        )
      })}
    </chakra.span>
  )
}
