/**
 * The social feed (/qa/social, docs/spec/3-playground.md "Social feed"): binds the feed, composer, stories and
 * people machines, provides their effects (storage, toasts, clipboard, file previews, the file
 * picker, logout) and renders the view. Stored posts and follows are read (and validated) once.
 */
import { Box, Grid, Stack } from '@chakra-ui/react'
import { shallowEqual, useSelector } from '@xstate/react'
import { useActorRef } from '@/lab-runtime/use-machine'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PROFILE, STORIES } from '@machines/playground/social-data'
import { selectSocialComposerView, socialComposerMachine } from '@machines/playground/social-composer.machine'
import { selectSocialFeedView, socialFeedMachine } from '@machines/playground/social-feed.machine'
import { socialPeopleMachine, selectSuggestionsShown } from '@machines/playground/social-people.machine'
import { selectSocialStoriesView, socialStoriesMachine } from '@machines/playground/social-stories.machine'
import { signOut, useSessionUser } from '@/app/session'
import { ScenarioLayout } from '../scenario-layout'
import { Composer } from './social-composer'
import { FeedDialogs } from './social-dialogs'
import { Feed } from './social-feed'
import { showNotice } from './social-notices'
import { OnlineFriends, ProfileCard, Suggestions, TrendingTopics } from './social-side-panels'
import { StoriesRow, StoryViewer } from './social-stories'
import { clearStoredFollows, clearStoredPosts, loadFollows, loadPosts, saveFollows, savePosts } from './social-storage'
import { SocialTopBar } from './social-top-bar'

/** The test ids the testing guide lists: each is on the page when it loads with the default data. */
export const SOCIAL_GUIDE_TEST_IDS = [
  'social-search-input',
  'social-search-button',
  'social-reset-button',
  'social-home-button',
  'social-explore-button',
  'social-notifications-button',
  'social-messages-button',
  'social-profile-menu-button',
  'social-profile-card',
  'social-trending-technews',
  'social-stories',
  'social-stories-row',
  'social-stories-prev-button',
  'social-stories-next-button',
  'social-story-your-story',
  'social-story-alexm',
  'social-composer-input',
  'social-composer-image-button',
  'social-composer-video-button',
  'social-composer-emoji-button',
  'social-composer-poll-button',
  'social-composer-submit-button',
  'social-feed',
  'social-post-1',
  'social-post-1-like-button',
  'social-post-1-comment-button',
  'social-post-1-share-button',
  'social-post-1-bookmark-button',
  'social-post-1-menu-button',
  'social-load-more-button',
  'social-suggestions',
  'social-follow-alexm-button',
  'social-online-friends',
  'social-friend-lisap-chat-button',
] as const

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => [...w][0]!.toUpperCase())
    .join('') || PROFILE.avatar

async function copyPostLink(id: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(`${window.location.origin}/qa/social#post-${id}`)
  } catch {
    /* clipboard refused (permissions, insecure context): the share still counts */
  }
}

export function SocialPage() {
  const { t, i18n } = useTranslation('social')
  const navigate = useNavigate()
  const user = useSessionUser()
  const storyInput = useRef<HTMLInputElement>(null)
  // The language the feed starts in decides its sample posts (stored posts keep theirs).
  const [stored] = useState(() => ({ posts: loadPosts(i18n.language), following: loadFollows(), language: i18n.language }))

  const people = useActorRef(
    socialPeopleMachine.provide({
      actions: {
        persistFollows: (_, { following }) => saveFollows(following),
        clearStoredFollows: () => clearStoredFollows(),
        notify: (_, notice) => showNotice(notice),
      },
    }),
    { input: { following: stored.following } },
  )
  const feed = useActorRef(
    socialFeedMachine.provide({
      actions: {
        persistPosts: (_, { posts }) => savePosts(posts),
        clearStoredPosts: () => clearStoredPosts(),
        dataReset: () => people.send({ type: 'follows.reset' }),
        copyLink: (_, { id }) => void copyPostLink(id),
        notify: (_, notice) => showNotice(notice),
      },
    }),
    { input: { posts: stored.posts, language: stored.language } },
  )
  const composer = useActorRef(
    socialComposerMachine.provide({
      actions: {
        publish: (_, { content, media }) => feed.send({ type: 'post.create', content, media: media && { kind: media.kind, name: media.name, url: media.url } }),
        releaseFile: (_, { url }) => URL.revokeObjectURL(url),
        notify: (_, notice) => showNotice(notice),
      },
    }),
  )
  const stories = useActorRef(
    socialStoriesMachine.provide({
      actions: {
        openPicker: () => storyInput.current?.click(),
        notify: (_, notice) => showNotice(notice),
      },
    }),
    { input: { stories: [...STORIES] } },
  )

  const feedView = useSelector(feed, selectSocialFeedView, shallowEqual)
  const composerView = useSelector(composer, selectSocialComposerView, shallowEqual)
  const storiesView = useSelector(stories, selectSocialStoriesView, shallowEqual)
  const following = useSelector(people, (s) => s.context.following)
  const suggestionsShown = useSelector(people, selectSuggestionsShown)

  const name = user?.name || user?.username || user?.email || PROFILE.name
  const username = user?.username ? `@${user.username}` : PROFILE.username
  const initials = initialsOf(name)

  return (
    <ScenarioLayout ns="social" testId="social-page" guideTestIds={SOCIAL_GUIDE_TEST_IDS}>
      <Stack gap="4" minW="0">
        <SocialTopBar
          query={feedView.context.query}
          view={feedView.context.view}
          send={feed.send}
          onLiveChat={() => people.send({ type: 'chat.openLive' })}
          onNavigate={(path) => void navigate(path)}
          onLogout={signOut}
        />
        {/* minmax(0, …): a column never grows past the page for a long word or a wide row (no page overflow at 320 px). */}
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 2fr) minmax(0, 1fr)' }} gap="4" alignItems="start" minW="0">
          <Stack gap="4" as="aside" aria-label={t('profile.title')} minW="0">
            <ProfileCard name={name} username={username} initials={initials} />
            <TrendingTopics send={feed.send} />
          </Stack>
          <Stack gap="4" minW="0">
            <StoriesRow view={storiesView} send={stories.send} inputRef={storyInput} />
            <Composer view={composerView} send={composer.send} />
            <Feed view={feedView} send={feed.send} />
          </Stack>
          <Stack gap="4" as="aside" aria-label={t('friends.title')} minW="0">
            {suggestionsShown && <Suggestions following={following} send={people.send} />}
            <OnlineFriends send={people.send} />
          </Stack>
        </Grid>
      </Stack>
      <Box>
        <FeedDialogs view={feedView} send={feed.send} />
        <StoryViewer view={storiesView} send={stories.send} />
      </Box>
    </ScenarioLayout>
  )
}
