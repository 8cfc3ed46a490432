/** Tiny decorative line icons for the static pages (no icon library). Always hidden from assistive tech. */
import type { ReactNode } from 'react'
import { Icon, MoonIcon as SmallMoonIcon } from '@/ui/icons'

export { LockIcon } from '@/ui/icons'

const SvgIcon = ({ children }: { children: ReactNode }) => <Icon size="24px">{children}</Icon>

export const MoonIcon = () => <SmallMoonIcon size="24px" />

export const BookIcon = () => (
  <SvgIcon>
    <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5z" />
    <path d="M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />
  </SvgIcon>
)

export const CodeIcon = () => (
  <SvgIcon>
    <path d="m16 18 6-6-6-6M8 6l-6 6 6 6" />
  </SvgIcon>
)

export const ChartIcon = () => (
  <SvgIcon>
    <path d="M3 3v18h18" />
    <path d="m7 15 4-4 3 3 5-6" />
  </SvgIcon>
)

export const UsersIcon = () => (
  <SvgIcon>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />
  </SvgIcon>
)

export const TasksIcon = () => (
  <SvgIcon>
    <path d="m4 6 2 2 3-3M4 14l2 2 3-3M12 7h8M12 15h8" />
  </SvgIcon>
)

export const GlobeIcon = () => (
  <SvgIcon>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </SvgIcon>
)

export const TagIcon = () => (
  <SvgIcon>
    <path d="M3 12V3h9l9 9-9 9z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </SvgIcon>
)

export const DevicesIcon = () => (
  <SvgIcon>
    <rect x="2" y="4" width="14" height="11" rx="1" />
    <rect x="17" y="8" width="5" height="12" rx="1" />
    <path d="M6 19h7" />
  </SvgIcon>
)
