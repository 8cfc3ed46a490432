/**
 * Words and styles the social machines' notice codes as toasts (docs/spec/3-playground.md §4, §8).
 */
import type { ComposerNotice } from '@machines/playground/social-composer.machine'
import type { FeedNotice, ShareChannel } from '@machines/playground/social-feed.machine'
import type { PeopleNotice } from '@machines/playground/social-people.machine'
import type { StoriesNotice } from '@machines/playground/social-stories.machine'
import { i18n } from '@/i18n'
import { notify, type ToastType } from '@/ui/toaster'

type Notice = FeedNotice | ComposerNotice | StoriesNotice | PeopleNotice
type Code = Notice['code']

const TYPES: Record<Code, ToastType> = {
  postPublished: 'success',
  postSaved: 'success',
  postUnsaved: 'info',
  commentRequired: 'error',
  commentPosted: 'success',
  postShared: 'success',
  contentRequired: 'error',
  postUpdated: 'success',
  postDeleted: 'success',
  dataReset: 'success',
  searching: 'info',
  noResults: 'error',
  loadedMore: 'success',
  emptyPost: 'error',
  pollOptions: 'error',
  imageTooLarge: 'error',
  videoTooLarge: 'error',
  notAnImage: 'error',
  notAVideo: 'error',
  notAStoryFile: 'error',
  storyAdded: 'success',
  following: 'success',
  unfollowed: 'info',
  chatOpening: 'info',
  liveChat: 'info',
}

const t = (key: string, values?: Record<string, unknown>) => i18n.t(key, { ns: 'social', ...values })

function description(notice: Notice): string | undefined {
  if (notice.code !== 'postShared') return undefined
  const channel = t(`share.${notice.channel satisfies ShareChannel}`)
  const shared = notice.message ? t('share.viaWithMessage', { channel, message: notice.message }) : t('share.via', { channel })
  return notice.channel === 'copyLink' ? `${shared}. ${t('share.linkCopied')}` : shared
}

export function showNotice(notice: Notice): void {
  const { code, ...values } = notice
  notify(TYPES[code], t(`messages.${code}`, values), description(notice))
}
