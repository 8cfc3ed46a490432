import { Badge, Box, Button, Card, HStack, Input, Link, Spinner, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { SEARCH_SAMPLES, type SearchResultType } from '@machines/search/search-data'
import { isBlankQuery, type SearchEvent, type SearchViewModel } from '@machines/search/search.machine'
import { toLanguage } from '@/i18n'
import { enterSubmitsForm, FormField, SubmitHint } from '@/ui/form'
import { PageFrame } from '@/ui/page-frame'
import { SEARCH_GUIDE_TEST_IDS } from '../module-test-ids'
import { MachineForm } from '@/ui/machine-form'


const TYPE_PALETTE: Record<SearchResultType, string> = { post: 'blue', todo: 'green', user: 'purple' }

export function SearchView({ view, send }: { view: SearchViewModel; send: (e: SearchEvent) => void }) {
  const { t, i18n } = useTranslation('search')
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language)
  const { query, searched, resultIds, blankAttempt, searching } = view
  const blank = isBlankQuery(query)
  const results = resultIds.map((id) => SEARCH_SAMPLES.find((s) => s.id === id)!).filter(Boolean)
  return (
    <PageFrame ns="search" screen="search" title={t('title')} subtitle={t('subtitle')} guideTestIds={SEARCH_GUIDE_TEST_IDS} maxW="4xl" dataAttrs={{ 'data-state': view.state }}>
      <MachineForm
        role="search"
        aria-label={t('formAria')}
        data-testid="search-form"
        onKeyDown={enterSubmitsForm}
        onSubmit={() => send({ type: 'search.submit' })}
      >
        <Stack gap="2">
          <HStack align="flex-end" gap="2" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
            <Box flex="1" minW="0" w={{ base: '100%', sm: 'auto' }}>
              <FormField label={t('queryLabel')} testId="search-input" error={blankAttempt ? t('blankQuery') : null}>
                <Input
                  type="search"
                  data-testid="search-input"
                  value={query}
                  placeholder={t('placeholder')}
                  onChange={(e) => send({ type: 'query.change', value: e.currentTarget.value })}
                />
              </FormField>
            </Box>
            <Button
              type="submit"
              colorPalette="teal"
              disabled={blank || searching}
              aria-describedby={blank ? 'search-submit-hint' : undefined}
              loading={searching}
              loadingText={t('searching')}
              data-testid="search-submit-button"
            >
              {t('submit')}
            </Button>
          </HStack>
          {blank && !blankAttempt && <SubmitHint id="search-submit-hint" items={[t('hintItem')]} />}
        </Stack>
      </MachineForm>
      <Box aria-live="polite" data-testid="search-status">
        {searching ? (
          <HStack gap="3" role="status" data-testid="search-searching">
            <Spinner size="sm" colorPalette="teal" color="colorPalette.solid" />
            <Text color="fg.muted">{t('searchingFor', { query: searched })}</Text>
          </HStack>
        ) : searched !== null ? (
          results.length === 0 ? (
            <Text data-testid="search-no-results">{t('noResults', { query: searched })}</Text>
          ) : (
            <Text fontWeight="semibold" data-testid="search-result-count">
              {t('resultCount', { count: results.length, query: searched })}
            </Text>
          )
        ) : (
          <Text color="fg.muted" data-testid="search-idle">
            {t('idle')}
          </Text>
        )}
      </Box>
      {!searching && results.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="3" data-testid="search-results" aria-label={t('resultsAria')}>
          {results.map((r) => (
            <Card.Root as="li" key={r.id} size="sm" data-testid={`search-result-${r.id}`} data-type={r.type}>
              <Card.Body gap="2">
                <HStack gap="2" flexWrap="wrap">
                  <Badge colorPalette={TYPE_PALETTE[r.type]} data-testid={`search-result-${r.id}-type`}>
                    {t(`types.${r.type}`)}
                  </Badge>
                  <Link asChild colorPalette="teal" fontWeight="semibold" wordBreak="break-word">
                    <RouterLink to={r.url} data-testid={`search-result-${r.id}-link`}>
                      {r.title[language]}
                    </RouterLink>
                  </Link>
                </HStack>
                <Text color="fg.muted" fontSize="sm" data-testid={`search-result-${r.id}-description`}>
                  {r.description[language]}
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
    </PageFrame>
  )
}
