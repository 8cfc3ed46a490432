import { Alert, Badge, Box, Button, CloseButton, HStack, Input, Spinner, Stack, Text, Wrap } from '@chakra-ui/react'
import type { KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import {
  missingPostFields,
  postFieldErrors,
  postFormFilled,
  type PostFormEvent,
  type PostFormViewModel,
} from '@machines/posts/post-form.machine'
import { POST_LIMITS } from '@machines/shared/contracts-everyday'
import { FailureAlertContent } from '@/ui/failure-alert'
import { failureMessage, failureSentence } from '@/ui/failure-text'
import { CheckField, enterSubmitsForm, FormField, SubmitHint, TextField, fieldErrorText } from '@/ui/form'
import { PageFrame } from '@/ui/page-frame'
import { POST_FORM_GUIDE_TEST_IDS } from '../module-test-ids'
import { MachineForm } from '@/ui/machine-form'


export function PostFormView({ view, send }: { view: PostFormViewModel; send: (e: PostFormEvent) => void }) {
  const { t } = useTranslation('posts')
  const { mode, postId, values, tagDraft, tagNotice, attempted, failure } = view.context
  const edit = mode === 'edit'
  const title = edit ? t('form.editTitle') : t('form.createTitle')
  const frame = { ns: 'posts', screen: 'post-form', title, maxW: '3xl', dataAttrs: { 'data-state': view.state, 'data-mode': mode } }

  if (view.pending) {
    return (
      <PageFrame {...frame} guideTestIds={['post-form-page']}>
        <HStack gap="2" role="status" data-testid="post-form-loading">
          <Spinner size="sm" colorPalette="teal" color="colorPalette.solid" />
          <Text color="fg.muted">{t('form.loading')}</Text>
        </HStack>
      </PageFrame>
    )
  }
  if (view.loadFailed) {
    return (
      <PageFrame {...frame} guideTestIds={['post-form-page']}>
        <Alert.Root status="error" role="alert" data-testid="post-form-load-error">
          <Alert.Indicator />
          <FailureAlertContent failure={failureMessage(t, failure?.code ?? 'failed', t('form.loadFailed'))} />
          <Button size="sm" variant="outline" onClick={() => send({ type: 'post.reload' })} data-testid="post-form-retry-button">
            {t('form.retry')}
          </Button>
        </Alert.Root>
      </PageFrame>
    )
  }

  const saving = view.saving
  const errors = postFieldErrors(values)
  const filled = postFormFilled(values)
  const missing = missingPostFields(values).map((field) => t(`form.${field}`))
  const submitFailure = failure ? (failure.code === 'failed' ? (failure.message ?? t(edit ? 'form.updateFailed' : 'form.createFailed')) : failureSentence(t, failure.code, t(edit ? 'form.updateFailed' : 'form.createFailed'))) : null
  const addOnEnter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return
    // Enter in the tag field adds the tag (it does not submit the form).
    e.preventDefault()
    e.stopPropagation()
    send({ type: 'tag.add' })
  }
  return (
    <PageFrame {...frame} subtitle={edit ? t('form.editSubtitle') : t('form.createSubtitle')} guideTestIds={POST_FORM_GUIDE_TEST_IDS}>
      <MachineForm
        column
        gap="5"
        aria-label={t('form.formAria')}
        data-testid="post-form"
        onKeyDown={enterSubmitsForm}
        onSubmit={() => {
          if (!saving) send({ type: 'form.submit' })
        }}
      >
        {submitFailure && (
          <Alert.Root status="error" role="alert" data-testid="post-form-error">
            <Alert.Indicator />
            <Alert.Title overflowWrap="anywhere">{submitFailure}</Alert.Title>
          </Alert.Root>
        )}
        <TextField
          label={t('form.title')}
          testId="post-form-title-input"
          value={values.title}
          required
          disabled={saving}
          maxLength={POST_LIMITS.titleMax + 50}
          helper={t('form.titleHelp')}
          error={attempted ? fieldErrorText(t, errors.title) : null}
          onValueChange={(value) => send({ type: 'field.change', field: 'title', value })}
        />
        <TextField
          label={t('form.content')}
          testId="post-form-content-input"
          value={values.content}
          required
          multiline
          disabled={saving}
          helper={t('form.contentHelp')}
          error={attempted ? fieldErrorText(t, errors.content) : null}
          onValueChange={(value) => send({ type: 'field.change', field: 'content', value })}
        />
        <Stack gap="2">
          <HStack align="flex-end" gap="2">
            <Box flex="1" minW="0">
              <FormField label={t('form.tags')} testId="post-form-tag-input" error={tagNotice ? t(`form.tagNotices.${tagNotice}`) : null}>
                <Input
                  data-testid="post-form-tag-input"
                  value={tagDraft}
                  placeholder={t('form.tagPlaceholder')}
                  disabled={saving}
                  maxLength={POST_LIMITS.tagMax + 10}
                  onKeyDown={addOnEnter}
                  onChange={(e) => send({ type: 'tag.change', value: e.currentTarget.value })}
                />
              </FormField>
            </Box>
            <Button type="button" variant="outline" disabled={saving} onClick={() => send({ type: 'tag.add' })} data-testid="post-form-tag-add-button" mb={tagNotice ? '7' : undefined}>
              {t('form.addTag')}
            </Button>
          </HStack>
          <Wrap gap="2" as="ul" listStyleType="none" aria-label={t('form.tagsAria')} data-testid="post-form-tags">
            {values.tags.length === 0 ? (
              <Text as="li" fontSize="sm" color="fg.muted">
                {t('form.noTags')}
              </Text>
            ) : (
              values.tags.map((tag) => (
                <Badge as="li" key={tag} colorPalette="teal" variant="subtle" gap="1" pe="0" data-testid={`post-form-tag-${tag}`} overflowWrap="anywhere">
                  #{tag}
                  <CloseButton size="2xs" aria-label={t('form.removeTag', { tag })} disabled={saving} onClick={() => send({ type: 'tag.remove', tag })} data-testid={`post-form-tag-remove-${tag}`} />
                </Badge>
              ))
            )}
          </Wrap>
        </Stack>
        <Stack gap="1">
          <CheckField label={t('form.published')} testId="post-form-published-checkbox" checked={values.published} disabled={saving} describedBy="post-form-published-help" onToggle={() => send({ type: 'published.toggle' })} />
          <Text id="post-form-published-help" fontSize="sm" color="fg.muted">
            {t('form.publishedHelp')}
          </Text>
        </Stack>
        <Stack gap="1">
          <HStack gap="3" flexWrap="wrap">
            <Button
              type="submit"
              colorPalette="teal"
              disabled={!filled}
              aria-describedby={filled ? undefined : 'post-form-submit-hint'}
              loading={saving}
              loadingText={t('form.saving')}
              data-testid="post-form-submit-button"
            >
              {edit ? t('form.submitEdit') : t('form.submitCreate')}
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={edit && postId !== null ? `/posts/${postId}` : '/posts'} data-testid="post-form-cancel-button">
                {t('form.cancel')}
              </RouterLink>
            </Button>
          </HStack>
          {!saving && <SubmitHint id="post-form-submit-hint" items={missing} />}
        </Stack>
      </MachineForm>
    </PageFrame>
  )
}
