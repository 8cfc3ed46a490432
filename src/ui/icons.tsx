import type { ReactNode } from 'react'

/** A size as Chakra reads it: a number is a token of the `sizes` scale (`4` → 1rem), anything else is CSS. */
const cssSize = (size: string) => (/^\d+(\.\d+)?$/.test(size) ? `var(--chakra-sizes-${size.replace('.', '\\.')})` : size)

/**
 * Tiny inline line icons (no icon library, and no Chakra: they are in the header, on the home
 * page's first load). Decorative: aria-hidden.
 */
export function Icon({ children, size = '4' }: { children: ReactNode; size?: string }) {
  const length = cssSize(size)
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={{ width: length, height: length, flexShrink: 0 }}
    >
      {children}
    </svg>
  )
}

export const LockIcon = ({ size }: { size?: string }) => (
  <Icon size={size}>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </Icon>
)
export const SunIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </Icon>
)
export const MoonIcon = ({ size }: { size?: string }) => (
  <Icon size={size}>
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
  </Icon>
)
export const EyeIcon = () => (
  <Icon>
    <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
)
export const EyeOffIcon = () => (
  <Icon>
    <path d="M17.9 17.9A10 10 0 0 1 12 20c-7 0-11-8-11-8a18 18 0 0 1 5.1-5.9M9.9 4.2A9 9 0 0 1 12 4c7 0 11 8 11 8a18 18 0 0 1-2.2 3.2M1 1l22 22" />
    <path d="M14.1 14.1a3 3 0 0 1-4.2-4.2" />
  </Icon>
)
export const WarningIcon = () => (
  <Icon>
    <path d="M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
    <path d="M12 9v4M12 17h.01" />
  </Icon>
)
export const CloseIcon = () => (
  <Icon>
    <path d="M18 6L6 18M6 6l12 12" />
  </Icon>
)
