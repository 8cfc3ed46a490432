import { Alert, Badge, Box, Button, Card, Container, Heading, HStack, Stack, Text, chakra } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { BugHuntEvent, BugHuntViewModel } from '@machines/bugs/bug-hunt.machine'
import { HUNT_LIMITS } from '@machines/bugs/hunt'
import { BUGS, bugById, type BugId } from '@machines/bugs/registry'
import { CheckField, SelectField, TextField } from '@/ui/form'
import { MachineForm } from '@/ui/machine-form'

export interface BugHuntViewProps {
  view: BugHuntViewModel
  send: (event: BugHuntEvent) => void
  /** The sandbox runs in this browser (the bugs can be switched). */
  available: boolean
  onNewSeed: () => void
}

const COUNTS = Array.from({ length: HUNT_LIMITS.maxCount - HUNT_LIMITS.minCount + 1 }, (_, i) => HUNT_LIMITS.minCount + i)

function BugLine({ id, tone }: { id: BugId; tone: 'found' | 'missed' | 'falsePositive' }) {
  const { t } = useTranslation('bugs')
  const bug = bugById(id)
  return (
    <Box as="li" data-testid={`bug-hunt-${tone}-${id}`}>
      <Text as="span" fontFamily="mono" fontSize="sm" htmlTranslate="no" wordBreak="break-word">
        {id}
      </Text>
      {bug && (
        <Badge ms="2" variant="subtle" colorPalette="purple">
          {t(`class.${bug.class}`)}
        </Badge>
      )}
    </Box>
  )
}

function ResultList({ title, ids, tone, testId }: { title: string; ids: BugId[]; tone: 'found' | 'missed' | 'falsePositive'; testId: string }) {
  const { t } = useTranslation('bugs')
  return (
    <Stack gap="1" data-testid={testId}>
      <Text fontWeight="semibold">
        {title} ({ids.length})
      </Text>
      {ids.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('hunt.none')}
        </Text>
      ) : (
        <Stack as="ul" gap="1" ps="5">
          {ids.map((id) => (
            <BugLine key={id} id={id} tone={tone} />
          ))}
        </Stack>
      )}
    </Stack>
  )
}

export function BugHuntView({ view, send, available, onNewSeed }: BugHuntViewProps) {
  const { t } = useTranslation('bugs')
  const { phase, count, seed, seedText, hidden, claimed, score, canStart } = view
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} data-testid="bug-hunt-page" data-state={phase}>
      <Stack gap="2" mb="6">
        <Heading as="h1" size="2xl">
          {t('hunt.title')}
        </Heading>
        <Text color="fg.muted">{t('hunt.intro')}</Text>
      </Stack>
      {!available ? (
        <Alert.Root status="info" data-testid="bug-hunt-unavailable">
          <Alert.Indicator />
          <Alert.Title>{t('hunt.unavailable')}</Alert.Title>
        </Alert.Root>
      ) : phase === 'setup' ? (
        <Card.Root>
          <Card.Body>
            <MachineForm
              column
              aria-label={t('hunt.title')}
              data-testid="bug-hunt-setup-form"
              onSubmit={() => send({ type: 'hunt.start' })}
            >
              <SelectField
                label={t('hunt.count')}
                testId="bug-hunt-count-select"
                value={String(count)}
                options={COUNTS.map((n) => ({ value: String(n), label: String(n) }))}
                onChange={(value) => send({ type: 'count.change', count: Number(value) })}
              />
              <TextField
                label={t('hunt.seed')}
                testId="bug-hunt-seed-input"
                value={seedText}
                error={null}
                inputMode="numeric"
                helper={t('hunt.seedHelp')}
                onValueChange={(value) => send({ type: 'seed.change', value })}
              />
              <HStack gap="2" flexWrap="wrap">
                <Button type="button" variant="outline" size="sm" data-testid="bug-hunt-new-seed-button" onClick={onNewSeed}>
                  {t('hunt.newSeed')}
                </Button>
                <Button type="submit" colorPalette="teal" disabled={!canStart} data-testid="bug-hunt-start-button">
                  {t('hunt.start')}
                </Button>
              </HStack>
            </MachineForm>
          </Card.Body>
        </Card.Root>
      ) : (
        <Stack gap="6">
          <Alert.Root status="warning" data-testid="bug-hunt-status">
            <Alert.Indicator />
            <Alert.Title>{t('hunt.status', { seed, count })}</Alert.Title>
          </Alert.Root>
          {phase === 'hunting' && (
            <Card.Root>
              <Card.Body>
                <Stack gap="3">
                  <Text>{t('hunt.huntingHelp')}</Text>
                  <chakra.fieldset border="0" p="0" m="0">
                    <chakra.legend fontWeight="semibold" mb="2">
                      {t('hunt.claims')}
                    </chakra.legend>
                    <Stack as="ul" gap="2" listStyleType="none" ps="0" data-testid="bug-hunt-claims">
                      {BUGS.map((bug) => (
                        <li key={bug.id}>
                          <CheckField
                            label={
                              <Text as="span" fontFamily="mono" fontSize="sm" htmlTranslate="no" wordBreak="break-word">
                                {bug.id}
                              </Text>
                            }
                            testId={`bug-hunt-claim-${bug.id}`}
                            checked={claimed.includes(bug.id)}
                            onToggle={() => send({ type: 'claim.toggle', id: bug.id })}
                          />
                        </li>
                      ))}
                    </Stack>
                  </chakra.fieldset>
                  <Text fontSize="sm" color="fg.muted" role="status" data-testid="bug-hunt-claims-count">
                    {t('hunt.claimsCount', { count: claimed.length })}
                  </Text>
                  <HStack gap="2" flexWrap="wrap">
                    <Button colorPalette="teal" data-testid="bug-hunt-submit-button" onClick={() => send({ type: 'hunt.submit' })}>
                      {t('hunt.submit')}
                    </Button>
                    <Button variant="outline" data-testid="bug-hunt-end-button" onClick={() => send({ type: 'hunt.end' })}>
                      {t('hunt.end')}
                    </Button>
                  </HStack>
                </Stack>
              </Card.Body>
            </Card.Root>
          )}
          {score && (
            <Card.Root data-testid="bug-hunt-score">
              <Card.Body>
                <Stack gap="4">
                  <Heading as="h2" size="lg">
                    {t('hunt.scoreTitle')}
                  </Heading>
                  <Text fontSize="xl" fontWeight="semibold" data-testid="bug-hunt-score-text">
                    {t('hunt.score', { found: score.found.length, total: hidden.length, percent: score.percent })}
                  </Text>
                  <ResultList title={t('hunt.found')} ids={score.found} tone="found" testId="bug-hunt-found" />
                  <ResultList title={t('hunt.falsePositives')} ids={score.falsePositives} tone="falsePositive" testId="bug-hunt-false-positives" />
                  {phase === 'scored' ? (
                    <Stack gap="1" data-testid="bug-hunt-missed">
                      <Text fontWeight="semibold">
                        {t('hunt.missed')} ({score.missed.length})
                      </Text>
                      <Text fontSize="sm" color="fg.muted">
                        {score.missed.length === 0 ? t('hunt.none') : score.missed.map(() => t('hunt.hiddenBug')).join(', ')}
                      </Text>
                    </Stack>
                  ) : (
                    <ResultList title={t('hunt.missed')} ids={score.missed} tone="missed" testId="bug-hunt-missed" />
                  )}
                  <HStack gap="2" flexWrap="wrap">
                    {phase === 'scored' && (
                      <Button colorPalette="teal" data-testid="bug-hunt-reveal-button" onClick={() => send({ type: 'hunt.reveal' })}>
                        {t('hunt.reveal')}
                      </Button>
                    )}
                    <Button variant="outline" data-testid="bug-hunt-end-button" onClick={() => send({ type: 'hunt.end' })}>
                      {t('hunt.end')}
                    </Button>
                  </HStack>
                </Stack>
              </Card.Body>
            </Card.Root>
          )}
          {phase === 'revealed' && (
            <Card.Root data-testid="bug-hunt-revealed">
              <Card.Body>
                <Heading as="h2" size="lg" mb="3">
                  {t('hunt.revealedTitle')}
                </Heading>
                <Stack as="ul" gap="3" ps="5">
                  {hidden.map((id) => (
                    <Box as="li" key={id} data-testid={`bug-hunt-revealed-${id}`}>
                      <Text fontFamily="mono" fontSize="sm" htmlTranslate="no">
                        {id}
                      </Text>
                      <Text fontSize="sm">{t(`bug.${id}`)}</Text>
                    </Box>
                  ))}
                </Stack>
              </Card.Body>
            </Card.Root>
          )}
        </Stack>
      )}
    </Container>
  )
}
