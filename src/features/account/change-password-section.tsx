import { Button, Card, Heading, HStack, List, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { ChangePasswordError, ChangePasswordEvent, ChangePasswordViewModel, PasswordField } from '@machines/account/change-password.machine'
import { TextField, fieldErrorText } from '@/ui/form'
import { LockIcon } from '@/ui/icons'
import { MachineForm } from '@/ui/machine-form'

const FIELDS: Array<{ field: PasswordField; id: 'current' | 'new' | 'confirm'; autoComplete: string }> = [
  { field: 'currentPassword', id: 'current', autoComplete: 'current-password' },
  { field: 'newPassword', id: 'new', autoComplete: 'new-password' },
  { field: 'confirmPassword', id: 'confirm', autoComplete: 'new-password' },
]

/** The profile's security section (docs/spec/1-shell-and-accounts.md §2.7): the change-password form that toggles open and closed, and tips. */
export function ChangePasswordSection({ view, send }: { view: ChangePasswordViewModel; send: (e: ChangePasswordEvent) => void }) {
  const { t } = useTranslation('profile')
  const { open, busy, done, context: c } = view
  const tips = t('security.tips', { returnObjects: true }) as string[]

  const errorText = (error: ChangePasswordError | null): string | null => {
    if (!error) return null
    if (error.code === 'sameAsCurrent' || error.code === 'currentIncorrect') return t(`changePassword.errors.${error.code}`)
    return fieldErrorText(t, error)
  }

  return (
    <Card.Root as="section" aria-labelledby="profile-security-title" data-testid="profile-security" data-state={view.state}>
      <Card.Header>
        <HStack gap="2">
          <LockIcon size="5" />
          <Heading as="h2" size="lg" id="profile-security-title">
            {t('security.title')}
          </Heading>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t('security.text')}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <Button
            alignSelf="flex-start"
            variant={open ? 'subtle' : 'outline'}
            colorPalette="teal"
            aria-expanded={open}
            aria-controls={open ? 'change-password-form' : undefined}
            disabled={busy || done}
            onClick={() => send({ type: 'form.toggle' })}
            data-testid="change-password-toggle-button"
          >
            {t('changePassword.toggle')}
          </Button>
          {open && (
            <MachineForm
              column
              id="change-password-form"
              aria-label={t('changePassword.formAria')}
              data-testid="change-password-form"
              onSubmit={() => send({ type: 'form.submit' })}
            >
              {FIELDS.map(({ field, id, autoComplete }) => (
                <TextField
                  key={field}
                  label={t(`changePassword.${id}`)}
                  testId={`change-password-${id}-input`}
                  type="password"
                  autoComplete={autoComplete}
                  value={c.values[field]}
                  error={errorText(c.errors[field])}
                  required
                  disabled={busy}
                  helper={field === 'newPassword' ? t('changePassword.hint') : undefined}
                  onValueChange={(value) => send({ type: 'field.change', field, value })}
                />
              ))}
              <Button type="submit" colorPalette="teal" alignSelf="flex-start" loading={busy} loadingText={t('changePassword.submitting')} data-testid="change-password-submit-button">
                {t('changePassword.submit')}
              </Button>
            </MachineForm>
          )}
          <Stack gap="2" borderWidth="1px" rounded="l2" p="4" bg="bg.subtle" data-testid="profile-security-tips">
            <Heading as="h3" size="sm">
              {t('security.tipsTitle')}
            </Heading>
            <List.Root fontSize="sm" color="fg.muted" ps="4" gap="1">
              {tips.map((tip) => (
                <List.Item key={tip}>{tip}</List.Item>
              ))}
            </List.Root>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
