/** /challenges: the catalogue (placeholder until the catalogue lands). */
import { Container, Heading } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

export function ChallengesPage() {
  const { t } = useTranslation('common')
  return (
    <Container py="6">
      <Heading as="h1">{t('routes.challenges')}</Heading>
    </Container>
  )
}
