/**
 * the-internet "Challenging DOM": three buttons whose labels and ids are random (only their classes
 * stay: `button`, `button alert`, `button success`), a table without ids whose rows come in a
 * seeded order, and an answer drawn on a canvas that changes with every click. The task: click
 * "edit" in the row whose Diceret cell has a given value. The canvas text is not in the DOM as
 * text; this page also gives the canvas fallback content (what assistive technology reads),
 * which a test can read: `challenge-challenging-dom-canvas`.
 */
import { Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react'
import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { mulberry32 } from '@machines/shared/random'
import type { ChallengeProps } from '../types'
import { GoalLine, seededHex, seededInt, seededShuffle, useGoal, useRandom } from './kit'

const LABELS = ['foo', 'bar', 'baz', 'qux'] as const
const COLUMNS = ['Lorem', 'Ipsum', 'Dolor', 'Sit', 'Amet', 'Diceret'] as const
const WORDS = ['Iuvaret', 'Apeirian', 'Adipisci', 'Definiebas', 'Consequuntur', 'Phaedrum'] as const
const BUTTONS = [
  { className: 'button', palette: 'blue' },
  { className: 'button alert', palette: 'red' },
  { className: 'button success', palette: 'green' },
] as const

export default function ChallengingDom({ slug, seed, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-locating')
  const rand = useRandom(seed)
  const { order, target } = useMemo(() => {
    const rows = seededShuffle(
      rand,
      Array.from({ length: 10 }, (_, i) => i),
    )
    return { order: rows, target: seededInt(rand, 0, 9) }
  }, [rand])
  const goal = useGoal(`edit:${target}`, onSolved)
  // Labels, ids and the canvas answer change with every click (a new draw per try), as on the reference page.
  const draw = useMemo(() => {
    const r = mulberry32(seed * 97 + goal.tries)
    return {
      buttons: BUTTONS.map((b) => ({ ...b, label: LABELS[Math.floor(r() * LABELS.length)]!, id: seededHex(r, 8) })),
      answer: seededInt(r, 10_000, 99_999),
    }
  }, [seed, goal.tries])
  const canvas = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    const c = canvas.current
    const ctx = c?.getContext('2d')
    if (!c || !ctx) return
    ctx.clearRect(0, 0, c.width, c.height)
    ctx.font = '28px Arial, sans-serif'
    ctx.strokeStyle = getComputedStyle(c).color
    ctx.strokeText(`Answer: ${draw.answer}`, 12, 60)
  }, [draw.answer])
  const [action, row] = goal.value?.split(':') ?? []

  return (
    <Stack gap="4">
      <GoalLine slug={slug} solved={goal.solved}>
        {t('challenging-dom.ui.task', { value: `Phaedrum${target}` })}
      </GoalLine>
      <HStack gap="4" align="flex-start" wrap="wrap">
        <Stack gap="3">
          {draw.buttons.map((b) => (
            <Button key={b.className} id={b.id} className={b.className} colorPalette={b.palette} onClick={() => goal.set(`button:${b.label}`)}>
              {b.label}
            </Button>
          ))}
        </Stack>
        <Box flex="1" minW="0" maxW="100%">
          <Table.ScrollArea borderWidth="1px" rounded="l2" maxW="100%">
            <Table.Root size="sm" data-testid="challenge-challenging-dom-table">
              <Table.Header>
                <Table.Row>
                  {COLUMNS.map((c) => (
                    <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
                  ))}
                  <Table.ColumnHeader>Action</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {order.map((i) => (
                  <Table.Row key={i}>
                    {WORDS.map((w) => (
                      <Table.Cell key={w}>{`${w}${i}`}</Table.Cell>
                    ))}
                    <Table.Cell whiteSpace="nowrap">
                      <Button size="xs" variant="plain" textDecoration="underline" onClick={() => goal.set(`edit:${i}`)}>
                        edit
                      </Button>{' '}
                      <Button size="xs" variant="plain" textDecoration="underline" onClick={() => goal.set(`delete:${i}`)}>
                        delete
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Box>
      </HStack>
      <canvas ref={canvas} width={300} height={90} data-testid="challenge-challenging-dom-canvas" style={{ maxWidth: '100%', border: '1px solid currentColor' }}>
        {`Answer: ${draw.answer}`}
      </canvas>
      {action && (
        <Text data-testid={`challenge-${slug}-result`} role="status">
          {action === 'button' ? t('challenging-dom.ui.buttonClicked', { label: row }) : t(`challenging-dom.ui.${action === 'edit' ? 'edited' : 'deleted'}`, { value: `Phaedrum${row}` })}
        </Text>
      )}
    </Stack>
  )
}
