/**
 * the-internet "Infinite Scroll": seeded paragraphs are appended whenever the sentinel under the
 * last one comes into view (IntersectionObserver on the page's own scroll). The count is shown;
 * TARGET paragraphs solve it; the feed ends at MAX so the guide below stays reachable. The paragraphs come from the seed, so a run replays exactly.
 */
import { Box, Stack, Text } from '@chakra-ui/react'
import { useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { visitProgressMachine } from '@machines/challenges/challenge-visit-progress.machine'
import { useActorRef } from '@/lab-runtime/use-machine'
import type { ChallengeProps } from '../types'
import { useSolved } from './answer-form'
import { nthParagraph } from '@machines/challenges/content-seeds'

export const INFINITE_SCROLL_TARGET = 20
/** The feed ends here, so the guide under the challenge can still be reached. */
export const INFINITE_SCROLL_MAX = 30
const FIRST = 2

export default function InfiniteScroll({ seed, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-content')
  const initial = useMemo(() => Array.from({ length: FIRST }, (_, i) => `p-${i + 1}`), [])
  const actor = useActorRef(visitProgressMachine, { input: { target: INFINITE_SCROLL_TARGET, initial } })
  const count = useSelector(actor, (s) => s.context.marked.length)
  const solved = useSelector(actor, (s) => s.hasTag('solved'))
  useSolved(solved, onSolved)
  const sentinel = useRef<HTMLDivElement>(null)

  // A new observer per count: its first callback fires at once when the sentinel is still in view
  // (a short page on a tall window keeps loading until the page is taller than the window).
  useEffect(() => {
    const el = sentinel.current
    if (!el || count >= INFINITE_SCROLL_MAX) return
    // 200 px early, as feeds prefetch: the sentinel counts once it is near the bottom edge.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) actor.send({ type: 'progress.mark', key: `p-${count + 1}` })
      },
      { rootMargin: '0px 0px 200px 0px' },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [actor, count])

  const paragraphs = useMemo(() => Array.from({ length: count }, (_, i) => nthParagraph(seed, 'scroll', i + 1)), [seed, count])
  return (
    <Stack gap="4">
      <Text>{t('infinite-scroll.ui.intro', { target: INFINITE_SCROLL_TARGET })}</Text>
      <Text role="status" aria-live="polite" fontWeight="semibold" data-testid="challenge-infinite-scroll-count" data-count={count}>
        {t('infinite-scroll.ui.count', { count, target: INFINITE_SCROLL_TARGET })}
      </Text>
      <Stack gap="4" data-testid="challenge-infinite-scroll-list">
        {paragraphs.map((text, i) => (
          <Text key={i} data-testid="challenge-infinite-scroll-paragraph" data-index={i + 1} lineHeight="tall">
            {text}
          </Text>
        ))}
      </Stack>
      {count >= INFINITE_SCROLL_MAX ? (
        <Text color="fg.muted" data-testid="challenge-infinite-scroll-end">
          {t('infinite-scroll.ui.end', { max: INFINITE_SCROLL_MAX })}
        </Text>
      ) : (
        <Box ref={sentinel} h="1px" data-testid="challenge-infinite-scroll-sentinel" aria-hidden="true" />
      )}
    </Stack>
  )
}
