/** /challenges/:slug (placeholder until the challenge page lands). */
import { Container, Heading } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

export function ChallengePage() {
  const { t } = useTranslation('common')
  return (
    <Container py="6">
      <Heading as="h1">{t('routes.challenge')}</Heading>
    </Container>
  )
}
