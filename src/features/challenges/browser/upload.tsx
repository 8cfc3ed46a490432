/**
 * the-internet "File Upload": a file input and a drop target; the chosen file's name and size
 * are shown, then "Upload" sends it to the sandbox's POST /upload (the same endpoint, limits and
 * messages as the profile's avatar upload: jpeg, png, gif, webp or pdf, at most 10 MB).
 */
import { Box, Button, Input, Stack, Text } from '@chakra-ui/react'
import { useState, type DragEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { BrowserRequestResult } from '@machines/challenges/challenge-browser-request.machine'
import { UPLOAD_ALLOWED_TYPES } from '@machines/shared/contracts'
import type { FailureCode } from '@machines/shared/errors'
import { uploadFile } from '@/api/account'
import { FormField, SubmitHint } from '@/ui/form'
import { failureText } from '@/ui/failure-text'
import type { ChallengeProps } from '../types'
import { GoalLine, useBrowserRequest } from './shared'

async function send(params: Record<string, unknown>): Promise<BrowserRequestResult> {
  const file = params.file as File
  try {
    const uploaded = await uploadFile(file)
    return { ok: true, code: 'uploaded', status: 201, values: { name: uploaded.filename, size: uploaded.size, type: uploaded.contentType } }
  } catch (error) {
    // A refusal the page explains (type, size): an answer, not a failure of the page, told by its
    // status so the page can name the rule it broke.
    const status = (error as { status?: number | null }).status ?? null
    if (status === 422) return { ok: false, code: 'typeRefused', status, values: {} }
    if (status === 413) return { ok: false, code: 'fileTooLarge', status, values: {} }
    throw error
  }
}

export default function Upload({ slug, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-browser')
  const [file, setFile] = useState<File | null>(null)
  const [dragOver, setDragOver] = useState(false)
  const request = useBrowserRequest(send, onSolved)

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragOver(false)
    const dropped = event.dataTransfer.files[0]
    if (dropped) setFile(dropped)
  }

  const result = request.result
  let resultText = ''
  if (result?.code === 'uploaded') resultText = t('upload.ui.uploaded', { name: result.values.name, size: result.values.size, type: result.values.type })
  else if (result?.code === 'typeRefused') resultText = t('upload.ui.typeRefused', { types: UPLOAD_ALLOWED_TYPES.join(', ') })
  else if (result) resultText = failureText(t, result.code as FailureCode, t('upload.ui.failed'))

  return (
    <Stack gap="4" align="stretch" maxW="xl">
      <GoalLine slug={slug} goal={t('upload.ui.goal')} solved={request.solved} />
      <Text>{t('upload.ui.limits', { types: UPLOAD_ALLOWED_TYPES.join(', ') })}</Text>
      <FormField label={t('upload.ui.inputLabel')} testId="challenge-upload-input">
        <Input
          type="file"
          p="1"
          data-testid="challenge-upload-input"
          onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
        />
      </FormField>
      <Box
        data-testid="challenge-upload-drop-zone"
        aria-label={t('upload.ui.dropLabel')}
        role="region"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragOver ? 'teal.solid' : 'border'}
        bg={dragOver ? 'teal.subtle' : undefined}
        rounded="md"
        p="6"
        textAlign="center"
        onDragOver={(e) => {
          e.preventDefault()
          setDragOver(true)
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
      >
        {t('upload.ui.dropHint')}
      </Box>
      <Text data-testid="challenge-upload-selected" minH="6">
        {file ? t('upload.ui.selected', { name: file.name, size: file.size }) : t('upload.ui.nothingSelected')}
      </Text>
      <Stack gap="1" align="flex-start">
        <Button
          data-testid="challenge-upload-submit-button"
          disabled={file === null || request.busy}
          loading={request.busy}
          aria-describedby={file === null ? 'challenge-upload-hint' : undefined}
          onClick={() => file && request.send({ file })}
        >
          {t('upload.ui.submit')}
        </Button>
        {file === null && <SubmitHint id="challenge-upload-hint" items={[t('upload.ui.missingFile')]} />}
      </Stack>
      <Text data-testid="challenge-upload-result" aria-live="polite" minH="6">
        {resultText}
      </Text>
      {request.error && (
        <Text data-testid="challenge-upload-error" color="red.fg" role="alert">
          {failureText(t, request.error as FailureCode, t('upload.ui.failed'))}
        </Text>
      )}
    </Stack>
  )
}
