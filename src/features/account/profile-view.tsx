import { Avatar, Badge, Box, Button, Card, Container, DataList, Grid, Heading, HStack, Link, Stack, Stat, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import {
  isHttpUrl,
  PROFILE_FIELDS,
  profileChanged,
  visibleProfileErrors,
  type ProfileEvent,
  type ProfileField,
  type ProfileFieldError,
  type ProfileViewModel,
} from '@machines/account/profile.machine'
import type { ChangePasswordEvent, ChangePasswordViewModel } from '@machines/account/change-password.machine'
import {
  profileActivityItems,
  type ProfileNumbersEvent,
  type ProfileNumbersViewModel,
} from '@machines/account/profile-numbers.machine'
import { displayName } from '@machines/shared/types'
import { failureSentence } from '@/ui/failure-text'
import { fieldErrorText, TextField } from '@/ui/form'
import { ChangePasswordSection } from './change-password-section'
import { NotificationDialog, type Notification } from './notification-dialog'
import { MachineForm } from '@/ui/machine-form'

export interface ProfileViewProps {
  profile: ProfileViewModel
  sendProfile: (event: ProfileEvent) => void
  password: ChangePasswordViewModel
  sendPassword: (event: ChangePasswordEvent) => void
  /** The activity block's numbers (the dashboard's, from the same calls). */
  numbers: ProfileNumbersViewModel
  sendNumbers: (event: ProfileNumbersEvent) => void
}

const FIELD_INPUT: Record<ProfileField, { type?: string; autoComplete?: string; multiline?: boolean }> = {
  name: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  bio: { multiline: true },
  location: { autoComplete: 'address-level2' },
  website: { type: 'url', autoComplete: 'url' },
}

function initials(name: string): string {
  const parts = name.trim().split(/[\s@._-]+/).filter(Boolean)
  return (parts.length > 1 ? `${parts[0]![0]}${parts[1]![0]}` : (parts[0]?.slice(0, 2) ?? '?')).toUpperCase()
}

export function ProfileView({ profile, sendProfile, password, sendPassword, numbers, sendNumbers }: ProfileViewProps) {
  const { t } = useTranslation('profile')
  const { context: c, editing, busy } = profile
  const name = displayName(c.user)
  const changed = profileChanged(c)
  const errors = visibleProfileErrors(c)
  const errorText = (error: ProfileFieldError | null) => (error?.code === 'websiteUrl' ? t('profile.errors.websiteUrl') : fieldErrorText(t, error))

  const notification: Notification | null = profile.saved
    ? { variant: 'success', message: t('profile.updated') }
    : profile.failed
      ? { variant: 'error', message: c.failure ? failureSentence(t, c.failure.reason, t('profile.updateFailed')) : t('profile.updateFailed') }
      : null

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} data-testid="profile-page" data-state={profile.state}>
      <Stack gap="6">
        <Card.Root data-testid="profile-header" aria-label={t('profile.headerAria')} as="section">
          <Card.Body>
            <HStack gap="5" align="center" wrap="wrap">
              <Avatar.Root size="2xl" colorPalette="teal" data-testid="profile-avatar">
                <Avatar.Fallback aria-label={t('profile.avatarAlt', { name })}>{initials(name)}</Avatar.Fallback>
              </Avatar.Root>
              <Stack gap="1" minW="0" flex="1">
                <HStack gap="3" wrap="wrap">
                  <Heading as="h1" size="2xl" data-testid="profile-header-name" wordBreak="break-word">
                    {name}
                  </Heading>
                  <Badge colorPalette="purple" data-testid="profile-role-badge">
                    {t(`profile.roles.${c.user.role}`)}
                  </Badge>
                </HStack>
                <Text color="fg.muted" data-testid="profile-header-email" wordBreak="break-all">
                  {c.user.email}
                </Text>
                <Text color="fg.muted" fontSize="sm">
                  {t('profile.subtitle')}
                </Text>
              </Stack>
            </HStack>
          </Card.Body>
        </Card.Root>

        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
          <Card.Root as="section" aria-labelledby="profile-info-title" data-testid="profile-info">
            <Card.Header>
              <HStack justify="space-between" gap="3" wrap="wrap">
                <Stack gap="0">
                  <Heading as="h2" size="lg" id="profile-info-title">
                    {t('profile.infoTitle')}
                  </Heading>
                  <Text fontSize="sm" color="fg.muted" data-testid="profile-mode">
                    {editing ? t('profile.editMode') : t('profile.viewMode')}
                  </Text>
                </Stack>
                {!editing && (
                  <Button colorPalette="teal" variant="outline" onClick={() => sendProfile({ type: 'profile.edit' })} data-testid="profile-edit-button">
                    {t('profile.edit')}
                  </Button>
                )}
              </HStack>
            </Card.Header>
            <Card.Body>
              {editing ? (
                <MachineForm
                  column
                  aria-label={t('profile.formAria')}
                  data-testid="profile-form"
                  onSubmit={() => sendProfile({ type: 'profile.save' })}
                >
                  {PROFILE_FIELDS.map((field) => (
                    <TextField
                      key={field}
                      label={t(`profile.fields.${field}`)}
                      testId={`profile-${field}-input`}
                      value={c.values[field]}
                      error={errorText(errors[field])}
                      required={field === 'name'}
                      disabled={busy}
                      helper={field === 'email' ? t('profile.emailHelper') : undefined}
                      onValueChange={(value) => sendProfile({ type: 'field.change', field, value })}
                      {...FIELD_INPUT[field]}
                    />
                  ))}
                  <Text fontSize="sm" color="fg.muted" data-testid="profile-save-hint" aria-live="polite">
                    {changed ? t('profile.unsaved') : t('profile.noChanges')}
                  </Text>
                  <HStack gap="3">
                    <Button type="submit" colorPalette="teal" disabled={!changed || busy} loading={busy} loadingText={t('profile.saving')} data-testid="profile-save-button">
                      {t('profile.save')}
                    </Button>
                    <Button variant="outline" onClick={() => sendProfile({ type: 'profile.cancel' })} disabled={busy} data-testid="profile-cancel-button">
                      {t('profile.cancel')}
                    </Button>
                  </HStack>
                </MachineForm>
              ) : (
                <DataList.Root orientation="horizontal" data-testid="profile-details">
                  {PROFILE_FIELDS.map((field) => {
                    const value = c.saved[field]
                    return (
                      <DataList.Item key={field}>
                        <DataList.ItemLabel minW="24">{t(`profile.fields.${field}`)}</DataList.ItemLabel>
                        <DataList.ItemValue data-testid={`profile-${field}-value`} wordBreak="break-word">
                          {value === '' ? (
                            <Text as="span" color="fg.muted" fontStyle="italic">
                              {t('profile.notSet')}
                            </Text>
                          ) : field === 'website' && isHttpUrl(value) ? (
                            <Link href={value} target="_blank" rel="noopener noreferrer" colorPalette="teal">
                              {value}
                            </Link>
                          ) : (
                            value
                          )}
                        </DataList.ItemValue>
                      </DataList.Item>
                    )
                  })}
                </DataList.Root>
              )}
            </Card.Body>
          </Card.Root>

          <Stack gap="6">
            <Card.Root as="section" aria-labelledby="profile-activity-title" data-testid="profile-activity">
              <Card.Header>
                <Heading as="h2" size="lg" id="profile-activity-title">
                  {t('activity.title')}
                </Heading>
              </Card.Header>
              <Card.Body gap="3" aria-busy={numbers.busy || undefined}>
                <Grid templateColumns="repeat(3, minmax(0, 1fr))" gap="3">
                  {profileActivityItems(numbers.context.numbers).map((item) => (
                    <Box key={item.id} borderWidth="1px" rounded="l2" p="3" bg="bg.subtle">
                      <Stat.Root data-testid={`profile-activity-${item.id}`}>
                        <Stat.Label overflowWrap="anywhere">{t(item.key)}</Stat.Label>
                        <Stat.ValueText data-testid={`profile-activity-${item.id}-value`}>{item.value ?? '–'}</Stat.ValueText>
                      </Stat.Root>
                    </Box>
                  ))}
                </Grid>
                {numbers.failed && numbers.context.failure && (
                  <HStack gap="2" role="alert" data-testid="profile-activity-error">
                    <Text color="fg.error" fontSize="sm">
                      {failureSentence(t, numbers.context.failure, t('errors.loadFailed', { ns: 'common' }))}
                    </Text>
                    <Button size="xs" variant="outline" onClick={() => sendNumbers({ type: 'numbers.retry' })} data-testid="profile-activity-retry-button">
                      {t('activity.retry')}
                    </Button>
                  </HStack>
                )}
              </Card.Body>
            </Card.Root>

            <ChangePasswordSection view={password} send={sendPassword} />
          </Stack>
        </Grid>
      </Stack>
      <NotificationDialog notification={notification} onClose={() => sendProfile({ type: 'notice.close' })} />
    </Container>
  )
}
