/**
 * Small pieces the posts screens share: dates in the reader's language, user text rendered as
 * text (never HTML), the session's liked posts, and the translated toasts of the detail page.
 */
import { chakra } from '@chakra-ui/react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { PostNotice } from '@machines/posts/post-detail.machine'
import { failureMessage } from '@/ui/failure-text'
import { notify, notifyFailure } from '@/ui/toaster'
import { dateTimeFormat } from '@/lib/intl'

/** A date as the reader's language writes it ("Nov 20, 2026" / "2026. 11. 20."). */
export function PostDate({ iso, testId, withTime = false }: { iso: string; testId: string; withTime?: boolean }) {
  const { i18n } = useTranslation()
  const date = new Date(iso)
  const text = Number.isNaN(date.getTime())
    ? iso
    : dateTimeFormat(i18n.resolvedLanguage ?? i18n.language, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(date)
  return (
    <chakra.time dateTime={iso} data-testid={testId}>
      {text}
    </chakra.time>
  )
}

export function formatDate(iso: string, language: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
}

/** User-written text: React escapes it (an `<img onerror>` stays text); line breaks kept. */
export function UserText({ text, testId, ...rest }: { text: string; testId: string } & Record<string, unknown>) {
  return (
    <chakra.p whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid={testId} {...rest}>
      {text}
    </chakra.p>
  )
}

const likedKey = (userId: number | null) => `qa-posts-liked-${userId ?? 'guest'}`

/** The ids liked in this browser session (sessionStorage; anything unreadable counts as none). */
export function readLikedPosts(userId: number | null): number[] {
  try {
    const raw = JSON.parse(window.sessionStorage.getItem(likedKey(userId)) ?? '[]') as unknown
    return Array.isArray(raw) ? raw.filter((id): id is number => Number.isInteger(id) && id > 0) : []
  } catch {
    return []
  }
}

export function writeLikedPosts(userId: number | null, liked: readonly number[]): void {
  try {
    window.sessionStorage.setItem(likedKey(userId), JSON.stringify(liked))
  } catch {
    // Storage refused: the like still counts for this page.
  }
}

/** A detail-page toast (docs/spec/2-everyday-modules.md §2/§8): success texts, or the failure's text with the screen's default. */
export function notifyPostNotice(t: TFunction, notice: PostNotice): void {
  if (notice.kind === 'success') {
    notify('success', t(`toasts.${notice.code}`, { ns: 'posts' }))
    return
  }
  // An ended session was announced by the session itself.
  if (notice.failure === 'sessionExpired') return
  notifyFailure(failureMessage(t, notice.failure, t(`toasts.${notice.code}`, { ns: 'posts' })))
}
