/**
 * Shared pieces of the "waiting and timing" challenges: the learner's knobs read from the address
 * (`?delay=` and friends, clamped), the note that shows them, and the delayed-task actor of a page.
 */
import { Button, chakra, Code, HStack, Text } from '@chakra-ui/react'
import { useSelector } from '@xstate/react'
import { useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import { delayedTaskWithInputDelay, type DelayedTaskInput } from '@machines/challenges/challenge-delayed-task.machine'
import { fetchDelayedLabel, type WaitingChallengeRoute } from '@/api/challenge-waiting'
import { useActorRef } from '@/lab-runtime/use-machine'
import { useMemo } from 'react'

/** A whole number from the address (`?name=`), clamped to [min, max]; `fallback` when absent or unreadable. */
export function useQueryInt(name: string, fallback: number, min: number, max: number): number {
  const [params] = useSearchParams()
  const raw = params.get(name)
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return fallback
  return Math.min(max, Math.max(min, Number(raw.trim())))
}

/** One line under the controls: "Delay: 15000 ms (change it with ?delay= in the address)". */
export function KnobNote({ testId, name, value, unit = 'ms' }: { testId: string; name: string; value: number | string; unit?: string }) {
  const { t } = useTranslation('ch-waiting')
  return (
    <Text fontSize="sm" color="fg.muted" data-testid={testId}>
      {t('common.knob', { value, unit })} <Code>{`?${name}=`}</Code>
    </Text>
  )
}

/** The page's delayed-task actor: a client timer, or the sandbox route answered `delayMs` late. */
export function useDelayedTask(input: DelayedTaskInput, route?: WaitingChallengeRoute) {
  const logic = useMemo(() => (route ? delayedTaskWithInputDelay.provide({ actors: { task: fromPromise(({ input: i }: { input: { delayMs: number } }) => fetchDelayedLabel(route, i.delayMs)) } }) : delayedTaskWithInputDelay), [route])
  const actor = useActorRef(logic, { input })
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const completed = useSelector(actor, (s) => s.context.completed)
  const queued = useSelector(actor, (s) => s.context.queued)
  const error = useSelector(actor, (s) => s.context.error)
  const probe = useSelector(actor, (s) => s.context.probe)
  return { actor, busy, completed, queued, error, probe }
}

/**
 * The menu of the disappearing-elements and shifting-content pages (the-internet's Home … Gallery):
 * a button per item; opening Gallery solves the page. `shift` moves one item by inline margin.
 */
export function ChallengeMenu({ slug, label, items, onOpen, onSolved, shift }: { slug: string; label: string; items: readonly string[]; onOpen: (item: string) => void; onSolved: () => void; shift?: { item: string; px: number } }) {
  const { t } = useTranslation('ch-waiting')
  return (
    <chakra.nav aria-label={label} data-testid={`challenge-${slug}-menu`}>
      <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" p="0" m="0">
        {items.map((item) => (
          <li key={item} style={shift && item === shift.item ? { marginInlineStart: shift.px } : undefined}>
            <Button
              variant="subtle"
              size="sm"
              data-testid={`challenge-${slug}-item-${item}`}
              onClick={() => {
                onOpen(item)
                if (item === 'gallery') onSolved()
              }}
            >
              {t(`disappearing-elements.ui.items.${item}`)}
            </Button>
          </li>
        ))}
      </HStack>
    </chakra.nav>
  )
}
