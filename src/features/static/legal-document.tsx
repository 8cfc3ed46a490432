/**
 * Renders a long legal text (privacy policy, terms of service) from the `legal` namespace:
 * `<doc>.title|intro|notice|updatedOn` and `<doc>.sections.<key>.body[]`, optional `.items[]`
 * and `.note`. Each section is an h2 with an id anchor and the test id `<doc>-section-<n>`.
 */
import { Alert, Box, Container, Grid, Heading, Link, List, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { PageToc, useScrollToHash } from './page-toc'
import { asList, LEGAL_LAST_UPDATED, SUPPORT_EMAIL } from './static-content'

export type LegalDocumentKind = 'privacy' | 'terms'

export interface LegalSection {
  /** Section number as shown in the heading and used in the test id. */
  number: number
  /** Key under `<doc>.sections` in src/i18n/locales/<lang>/legal.json. */
  key: string
  /** Fragment id (without the `<doc>-` prefix), e.g. `cookies` → `/privacy#privacy-cookies`. */
  anchor: string
  /** Show the support e-mail link at the end of this section. */
  contact?: boolean
}

export function LegalDocument({ doc, sections }: { doc: LegalDocumentKind; sections: readonly LegalSection[] }) {
  const { t, i18n } = useTranslation('legal')
  useScrollToHash()
  const anchorOf = (section: LegalSection) => `${doc}-${section.anchor}`
  const headingOf = (section: LegalSection) =>
    t('legal.sectionHeading', { number: section.number, title: t(`${doc}.sections.${section.key}.title`) })

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }} data-testid={`${doc}-page`}>
      <Stack gap="4" mb="8" maxW="3xl">
        <Heading as="h1" size="3xl" data-testid={`${doc}-title`}>
          {t(`${doc}.title`)}
        </Heading>
        <Text color="fg.muted" fontSize="sm" data-testid={`${doc}-last-updated`}>
          {t('legal.lastUpdatedLabel')} <time dateTime={LEGAL_LAST_UPDATED}>{t(`${doc}.updatedOn`)}</time>
        </Text>
        <Text fontSize="lg">{t(`${doc}.intro`)}</Text>
        <Alert.Root status="warning" role="note" data-testid={`${doc}-educational-notice`}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('legal.noticeTitle')}</Alert.Title>
            <Alert.Description>{t(`${doc}.notice`)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </Stack>

      <Grid templateColumns={{ base: '1fr', lg: '18rem 1fr' }} gap={{ base: '8', lg: '12' }} alignItems="start">
        <Box position={{ base: 'static', lg: 'sticky' }} top="24">
          <PageToc
            title={t('toc.title')}
            testId={`${doc}-toc`}
            items={sections.map((section) => ({ anchor: anchorOf(section), label: headingOf(section), testId: `${doc}-toc-link-${section.number}` }))}
          />
        </Box>

        <Stack as="article" gap="10" maxW="3xl" data-testid={`${doc}-content`}>
          {sections.map((section) => {
            const base = `${doc}.sections.${section.key}`
            const anchor = anchorOf(section)
            const items = asList(t(`${base}.items`, { returnObjects: true }))
            const hasNote = i18n.exists(`${base}.note`, { ns: 'legal' })
            return (
              <Box as="section" key={section.key} id={anchor} aria-labelledby={`${anchor}-heading`} scrollMarginTop="24" data-testid={`${doc}-section-${section.number}`}>
                <Heading as="h2" size="xl" mb="4" id={`${anchor}-heading`} tabIndex={-1} _focus={{ outline: 'none' }}>
                  {headingOf(section)}
                </Heading>
                <Stack gap="3" lineHeight="tall">
                  {asList(t(`${base}.body`, { returnObjects: true })).map((paragraph, i) => (
                    <Text key={i}>{paragraph}</Text>
                  ))}
                  {items.length > 0 ? (
                    <List.Root as="ul" ps="6" gap="2">
                      {items.map((item, i) => (
                        <List.Item key={i}>{item}</List.Item>
                      ))}
                    </List.Root>
                  ) : null}
                  {hasNote ? <Text>{t(`${base}.note`)}</Text> : null}
                  {section.contact ? (
                    <Text>
                      {t('legal.contactLabel')}{' '}
                      <Link href={`mailto:${SUPPORT_EMAIL}`} colorPalette="teal" fontWeight="medium" whiteSpace="nowrap" data-testid={`${doc}-contact-email`}>
                        {SUPPORT_EMAIL}
                      </Link>
                    </Text>
                  ) : null}
                </Stack>
              </Box>
            )
          })}
        </Stack>
      </Grid>
    </Container>
  )
}
