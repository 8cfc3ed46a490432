/**
 * Pieces the /learn screens share: lesson status badges, the task list (status only: tasks tick
 * from evidence, nothing to click), per-track progress, the progress record's export / import /
 * reset (reset behind a confirmation dialog), and the loading / failure lines. Views only render
 * what the learnProgress machine and machines/learn/record.ts computed.
 */
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useRef, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { verifiedBy, type Lesson } from '@machines/learn/curriculum'
import { progressImportRequest, type ProgressDocument } from '@machines/learn/progress-contract'
import type { LessonStatus, TrackSummary } from '@machines/learn/record'
import { AppDialog } from '@/ui/app-dialog'
import { failureText } from '@/ui/failure-text'
import type { LearnProgressBinding } from './use-learn-progress'
import { dateTimeFormat } from '@/lib/intl'

const STATUS_PALETTE: Record<LessonStatus, string> = { new: 'gray', started: 'orange', done: 'green' }

export function LessonStatusBadge({ status, testId }: { status: LessonStatus; testId: string }) {
  const { t } = useTranslation('learn')
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle" data-testid={testId} data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  )
}

export function TrackProgress({ summary, testId }: { summary: TrackSummary; testId: string }) {
  const { t } = useTranslation('learn')
  const label = t('trackProgress', { done: summary.done, total: summary.total, percent: summary.percent })
  return (
    <Stack gap="1" data-testid={testId} data-percent={summary.percent}>
      <Box role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={summary.percent} aria-label={label} h="2" rounded="full" bg="bg.emphasized" overflow="hidden">
        <Box h="full" w={`${summary.percent}%`} bg="teal.solid" />
      </Box>
      <Text fontSize="sm" color="fg.muted" data-testid={`${testId}-text`}>
        {label}
      </Text>
    </Stack>
  )
}

const formatDate = (iso: string, language: string) => dateTimeFormat(language === 'ko' ? 'ko-KR' : 'en-US', { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(iso))

export function TaskList({ lesson, progress }: { lesson: Lesson; progress: ProgressDocument | null }) {
  const { t, i18n } = useTranslation('learn')
  return (
    <Stack as="ul" gap="2" listStyleType="none" data-testid="learn-lesson-tasks">
      {lesson.tasks.map((task) => {
        const tick = progress?.tasks[task.id]
        return (
          <Box as="li" key={task.id} borderWidth="1px" rounded="l2" p="3" data-testid={`learn-task-${task.id}`} data-done={tick ? 'true' : 'false'} bg="bg.panel">
            <HStack justify="space-between" align="start" gap="3" wrap="wrap">
              <Stack gap="1" minW="0" flex="1">
                <Text fontWeight="medium" overflowWrap="anywhere">
                  {t(`tasks.${task.id}`)}
                </Text>
                <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                  {t(verifiedBy(task) === 'automation' ? 'task.byAutomation' : 'task.byInteraction')} · <code>{task.evidence}</code>
                </Text>
              </Stack>
              <Badge colorPalette={tick ? 'green' : 'gray'} variant={tick ? 'solid' : 'subtle'} data-testid={`learn-task-${task.id}-status`}>
                {tick ? t('task.done', { date: formatDate(tick.ticked_at, i18n.language) }) : t('task.open')}
              </Badge>
            </HStack>
          </Box>
        )
      })}
    </Stack>
  )
}

export function SignInHint() {
  const { t } = useTranslation('learn')
  return (
    <HStack gap="3" wrap="wrap" borderWidth="1px" rounded="l2" p="3" bg="bg.subtle" data-testid="learn-sign-in-hint">
      <Text flex="1" minW="12rem">
        {t('signInHint')}
      </Text>
      <Button asChild size="sm" colorPalette="teal" variant="outline">
        <RouterLink to="/login" data-testid="learn-sign-in-link">
          {t('signIn')}
        </RouterLink>
      </Button>
    </HStack>
  )
}

/** Loading and load failure of the record (with retry); nothing once it is there or for a visitor. */
export function ProgressState({ binding }: { binding: LearnProgressBinding }) {
  const { t } = useTranslation('learn')
  const { view, send } = binding
  const failure = view.failure
  if (failure)
    return (
      <HStack gap="3" role="alert" data-testid="learn-progress-error" wrap="wrap">
        <Text>{t('loadFailed')}</Text>
        <Button size="sm" onClick={() => send({ type: 'progress.retry' })} data-testid="learn-progress-retry-button">
          {t('retry')}
        </Button>
      </HStack>
    )
  if (view.busy && !view.progress)
    return (
      <Text role="status" color="fg.muted" data-testid="learn-progress-loading">
        {t('loading')}
      </Text>
    )
  return null
}

/** Export (a JSON file of the record), import (a file the learner chooses) and reset (confirmed in a dialog). */
export function ProgressRecordPanel({ binding }: { binding: LearnProgressBinding }) {
  const { t } = useTranslation('learn')
  const { view, send } = binding
  const progress = view.progress
  const fileRef = useRef<HTMLInputElement>(null)
  const canAct = view.canAct
  const actionFailure = view.actionFailure
  if (!progress) return null

  const exportRecord = () => {
    const blob = new Blob([JSON.stringify(progress, null, 2)], { type: 'application/json' })
    const url = URL.createObjectURL(blob)
    const a = document.createElement('a')
    a.href = url
    a.download = 'qa-playground-progress.json'
    a.click()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
  const importFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    e.target.value = ''
    if (!file) return
    let parsed: unknown
    try {
      parsed = JSON.parse(await file.text())
    } catch {
      parsed = undefined
    }
    const record = progressImportRequest.safeParse(parsed)
    // A file that is not a record is still sent: the server answers 422 and the failure shows.
    send({ type: 'progress.import', record: record.success ? record.data : (parsed as never) })
  }

  return (
    <Stack as="section" gap="3" aria-labelledby="learn-record-title" data-testid="learn-record" borderWidth="1px" rounded="l2" p="4">
      <Text as="h2" id="learn-record-title" fontWeight="semibold" fontSize="lg">
        {t('record.title')}
      </Text>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={exportRecord} data-testid="learn-record-export-button">
          {t('record.export')}
        </Button>
        <Button size="sm" variant="outline" disabled={!canAct} onClick={() => fileRef.current?.click()} data-testid="learn-record-import-button">
          {t('record.import')}
        </Button>
        <input ref={fileRef} type="file" accept="application/json,.json" hidden aria-label={t('record.importFile')} data-testid="learn-record-import-input" onChange={(e) => void importFile(e)} />
        <Button size="sm" variant="outline" colorPalette="red" disabled={!canAct} onClick={() => send({ type: 'reset.request' })} data-testid="learn-record-reset-button">
          {t('record.reset')}
        </Button>
      </HStack>
      {actionFailure && (
        <Text role="alert" color="fg.error" data-testid="learn-record-error">
          {t('record.failed', { reason: failureText(t, actionFailure, t('failure.generic')) })}
        </Text>
      )}
      <AppDialog
        open={view.confirmingReset}
        onClose={() => send({ type: 'reset.cancel' })}
        title={t('record.resetTitle')}
        testId="learn-reset-dialog"
        role="alertdialog"
        description={t('record.resetBody')}
        cancel={{ label: t('record.cancel'), testId: 'learn-reset-cancel-button', onClick: () => send({ type: 'reset.cancel' }) }}
        confirm={{ label: t('record.resetConfirm'), testId: 'learn-reset-confirm-button', palette: 'red', onClick: () => send({ type: 'reset.confirm' }) }}
      />
    </Stack>
  )
}
