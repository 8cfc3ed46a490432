/**
 * No test ids at all (a locating challenge): a table of people with Edit / Delete buttons per row and
 * a few page buttons, none with a data-testid, id or distinctive class. The task names one person
 * (seeded); deleting that person's row solves it. The robust way: find the row by the text of its
 * cell, then the button by its role and name inside that row (never by index).
 */
import { Button, HStack, Stack, Table, Text } from '@chakra-ui/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChallengeProps } from '../types'
import { GoalLine, seededShuffle, useGoal, useRandom } from './kit'

const PEOPLE = ['Ada Lovelace', 'Alan Turing', 'Grace Hopper', 'Edsger Dijkstra', 'Barbara Liskov', 'Donald Knuth', 'Margaret Hamilton', 'Ken Thompson'] as const
const ROLES = ['admin', 'editor', 'viewer'] as const

export default function NoTestIds({ slug, seed, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-locating')
  const rand = useRandom(seed)
  const { rows, target } = useMemo(() => {
    const people = seededShuffle(rand, PEOPLE).slice(0, 6)
    const list = people.map((name) => ({ name, role: ROLES[Math.floor(rand() * ROLES.length)]!, active: rand() < 0.6 }))
    return { rows: list, target: list[Math.floor(rand() * list.length)]!.name }
  }, [rand])
  const goal = useGoal(`delete:${target}`, onSolved)
  const [action, name] = goal.value ? (goal.value.split(':') as [string, string]) : [null, null]
  return (
    <Stack gap="4">
      <GoalLine slug={slug} solved={goal.solved} testIds={false}>
        {t('no-test-ids.ui.task', { name: target })}
      </GoalLine>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => goal.set('page:add')}>
          {t('no-test-ids.ui.add')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => goal.set('page:refresh')}>
          {t('no-test-ids.ui.refresh')}
        </Button>
      </HStack>
      <Table.ScrollArea borderWidth="1px" rounded="l2" maxW="100%">
        <Table.Root size="sm">
          <Table.Caption>{t('no-test-ids.ui.caption')}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('no-test-ids.ui.name')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('no-test-ids.ui.role')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('no-test-ids.ui.status')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('no-test-ids.ui.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.name}>
                <Table.Cell>{row.name}</Table.Cell>
                <Table.Cell>{t(`no-test-ids.ui.roles.${row.role}`)}</Table.Cell>
                <Table.Cell>{row.active ? t('no-test-ids.ui.active') : t('no-test-ids.ui.inactive')}</Table.Cell>
                <Table.Cell>
                  <HStack gap="1">
                    <Button size="xs" variant="outline" onClick={() => goal.set(`edit:${row.name}`)}>
                      {t('no-test-ids.ui.edit')}
                    </Button>
                    <Button size="xs" variant="outline" colorPalette="red" onClick={() => goal.set(`delete:${row.name}`)}>
                      {t('no-test-ids.ui.delete')}
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {action && (
        <Text role="status">
          {action === 'page' ? t('no-test-ids.ui.pageAction') : t(`no-test-ids.ui.${action === 'delete' ? 'deleted' : 'edited'}`, { name })}
        </Text>
      )}
    </Stack>
  )
}
