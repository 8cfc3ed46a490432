import { Alert, Box, Button, Card, Container, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { CONTACT_FIELDS, contactFieldErrors, contactFormValid, type ContactEvent, type ContactField, type ContactViewModel } from '@machines/contact/contact.machine'
import { enterSubmitsForm, SubmitHint, TextField, fieldErrorText } from '@/ui/form'
import { MachineForm } from '@/ui/machine-form'

export const SUPPORT_EMAIL = 'support@example.com'

export function ContactView({ view, send }: { view: ContactViewModel; send: (e: ContactEvent) => void }) {
  const { t } = useTranslation()
  const { values, attempted, sending } = view
  const errors = contactFieldErrors(values)
  const valid = contactFormValid(values)
  const missing = CONTACT_FIELDS.filter((name) => errors[name] !== null).map((name) => t(`contact.fields.${name}`))
  const field = (name: ContactField, extra: { type?: string; multiline?: boolean; autoComplete?: string } = {}) => (
    <TextField
      key={name}
      label={t(`contact.fields.${name}`)}
      testId={`contact-${name}-input`}
      value={values[name]}
      required
      disabled={sending}
      error={attempted ? fieldErrorText(t, errors[name]) : null}
      onValueChange={(value) => send({ type: 'field.change', field: name, value })}
      {...extra}
    />
  )
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }} data-testid="contact-page" data-state={view.state}>
      <Stack gap="2" mb="8">
        <Heading as="h1" size="3xl">
          {t('contact.title')}
        </Heading>
        <Text color="fg.muted">{t('contact.subtitle')}</Text>
      </Stack>
      <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="8">
        <Card.Root>
          <Card.Body>
            <MachineForm
              column
              aria-label={t('contact.formAria')}
              data-testid="contact-form"
              onKeyDown={enterSubmitsForm}
              onSubmit={() => {
                if (!sending) send({ type: 'form.submit' })
              }}
            >
              {attempted && !valid && (
                <Alert.Root status="warning" data-testid="contact-form-error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{t('contact.fillAllFields')}</Alert.Title>
                </Alert.Root>
              )}
              {field('name', { autoComplete: 'name' })}
              {field('email', { type: 'email', autoComplete: 'email' })}
              {field('subject')}
              {field('message', { multiline: true })}
              <Stack gap="1" align="flex-start">
                {/* Disabled until valid (spec): Enter in a field is the attempt that shows the messages. */}
                <Button
                  type="submit"
                  colorPalette="teal"
                  disabled={!valid}
                  aria-describedby={valid ? undefined : 'contact-submit-hint'}
                  loading={sending}
                  loadingText={t('contact.sending')}
                  data-testid="contact-submit-button"
                >
                  {t('contact.submit')}
                </Button>
                {!sending && <SubmitHint id="contact-submit-hint" items={missing} />}
              </Stack>
            </MachineForm>
          </Card.Body>
        </Card.Root>
        <Box as="aside" borderWidth="1px" rounded="l3" p="6" bg="bg.subtle" data-testid="contact-info-panel" aria-labelledby="contact-info-title">
          <Heading as="h2" size="md" id="contact-info-title" mb="4">
            {t('contact.info.title')}
          </Heading>
          <Stack gap="4" fontSize="sm">
            <Box>
              <Text fontWeight="semibold">{t('contact.info.emailLabel')}</Text>
              <Link href={`mailto:${SUPPORT_EMAIL}`} colorPalette="teal" data-testid="contact-info-email">
                {SUPPORT_EMAIL}
              </Link>
            </Box>
            <Box>
              <Text fontWeight="semibold">{t('contact.info.responseLabel')}</Text>
              <Text color="fg.muted">{t('contact.info.response')}</Text>
            </Box>
            <Box>
              <Text fontWeight="semibold">{t('contact.info.noteLabel')}</Text>
              <Text color="fg.muted" data-testid="contact-info-note">
                {t('contact.info.note')}
              </Text>
            </Box>
          </Stack>
        </Box>
      </Grid>
    </Container>
  )
}
