/** Small shared pieces of the social feed views: avatars, time wording, the confirmation dialog. */
import { Avatar } from '@chakra-ui/react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { AppDialog } from '@/ui/app-dialog'
import { timestampParts } from '@machines/playground/social-data'

const PALETTES = ['teal', 'purple', 'orange', 'blue', 'pink', 'green', 'cyan', 'red'] as const

/** Initials in a coloured circle (decorative: the name is always written next to it). */
/** A post's test-id prefix: `social-post-{id}`, then `-menu-button`, `-content`… (the guide lists them). */
export const postTestId = (postId: string) => `social-post-${postId}`

export function PersonAvatar({ initials, size = 'md' }: { initials: string; size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' }) {
  const palette = PALETTES[[...initials].reduce((n, c) => n + c.charCodeAt(0), 0) % PALETTES.length]
  return (
    <Avatar.Root size={size} colorPalette={palette} variant="subtle" aria-hidden="true" flexShrink={0}>
      <Avatar.Fallback>{initials}</Avatar.Fallback>
    </Avatar.Root>
  )
}

/** A post's timestamp text ('Just now', '2 hours ago') in the current language. */
export function timestampText(t: TFunction, text: string): string {
  const parts = timestampParts(text)
  if (parts.kind === 'justNow') return t('time.justNow')
  if (parts.kind === 'ago') return t(`time.${parts.unit}sAgo`, { count: parts.count })
  return parts.text
}

/** Minutes ago as words ('5 minutes ago', '3 hours ago', '1 day ago'). */
export function minutesAgoText(t: TFunction, minutes: number): string {
  if (minutes < 60) return t('time.minutesAgo', { count: minutes })
  if (minutes < 1440) return t('time.hoursAgo', { count: Math.floor(minutes / 60) })
  return t('time.daysAgo', { count: Math.floor(minutes / 1440) })
}

export interface ConfirmDialogProps {
  open: boolean
  /** Test id prefix: `<testId>` on the dialog, `<testId>-confirm-button`, `<testId>-cancel-button`. */
  testId: string
  title: string
  text: string
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
  /** Where the focus goes back when it closes (AppDialog's `finalFocusEl`). */
  finalFocusEl?: () => HTMLElement | null
}

/** An in-app confirmation (alertdialog): Escape or Cancel cancels. */
export function ConfirmDialog({ open, testId, title, text, confirmLabel, onConfirm, onCancel, finalFocusEl }: ConfirmDialogProps) {
  const { t } = useTranslation('social')
  return (
    <AppDialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      size="sm"
      placement="center"
      // Answered with a button or Escape only: neither a stray click nor the focus the post menu
      // returns to its button while this opens may dismiss it.
      closeOnBackdrop={false}
      finalFocusEl={finalFocusEl}
      title={title}
      testId={testId}
      description={text}
      cancel={{ label: t('confirm.cancel'), testId: `${testId}-cancel-button`, onClick: onCancel }}
      confirm={{ label: confirmLabel, testId: `${testId}-confirm-button`, onClick: onConfirm, palette: 'red' }}
    />
  )
}
