/**
 * The static parts of the component playground: four alerts, the 75% progress bar, a spinner,
 * a skeleton loader, and navigation links with a breadcrumb.
 */
import { Alert, Box, Breadcrumb, HStack, Link, Progress, SimpleGrid, Skeleton, SkeletonText, Spinner, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { PlaygroundSection } from './section'

/** docs/spec/3-playground.md §9: progress bar 75%. */
export const PROGRESS_VALUE = 75
const ALERTS = ['info', 'success', 'warning', 'error'] as const
const SECTION_LINKS = [
  { id: 'form', key: 'toForm' },
  { id: 'buttons', key: 'toButtons' },
  { id: 'drag-drop', key: 'toDragDrop' },
  { id: 'table', key: 'toTable' },
] as const

export function FeedbackSection() {
  const { t } = useTranslation('components')
  return (
    <PlaygroundSection id="feedback" title={t('sections.feedback')}>
      <Stack gap="3">
        {ALERTS.map((status) => (
          <Alert.Root key={status} status={status} data-status={status} data-testid={`playground-alert-${status}`}>
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t(`feedback.alerts.${status}.title`)}</Alert.Title>
              <Alert.Description>{t(`feedback.alerts.${status}.text`)}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ))}
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" alignItems="center">
        <Progress.Root value={PROGRESS_VALUE} colorPalette="teal" data-testid="playground-progress">
          <HStack justify="space-between" mb="1">
            <Progress.Label>{t('feedback.progress')}</Progress.Label>
            <Progress.ValueText data-testid="playground-progress-value" />
          </HStack>
          <Progress.Track aria-label={t('feedback.progress')}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <HStack gap="3" justify="center">
          <Spinner size="lg" color="teal.solid" role="status" aria-label={t('feedback.spinner')} data-testid="playground-spinner" />
          <Text color="fg.muted" aria-hidden="true">
            {t('feedback.spinner')}
          </Text>
        </HStack>
        <Stack gap="2" role="status" aria-busy="true" aria-label={t('feedback.skeleton')} data-testid="playground-skeleton">
          <Skeleton height="5" width="60%" />
          <SkeletonText noOfLines={2} gap="2" />
        </Stack>
      </SimpleGrid>
    </PlaygroundSection>
  )
}

export function NavigationSection() {
  const { t } = useTranslation('components')
  return (
    <PlaygroundSection id="navigation" title={t('sections.navigation')}>
      <Breadcrumb.Root aria-label={t('navigation.breadcrumb')} data-testid="playground-breadcrumb">
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to="/" data-testid="playground-breadcrumb-home">
                {t('navigation.home')}
              </RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to="/qa" data-testid="playground-breadcrumb-hub">
                {t('navigation.hub')}
              </RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink data-testid="playground-breadcrumb-current">{t('navigation.current')}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <Box as="nav" aria-label={t('navigation.links')}>
        <HStack as="ul" listStyleType="none" gap="4" wrap="wrap">
          {SECTION_LINKS.map((link) => (
            <Box as="li" key={link.id}>
              <Link href={`#playground-section-${link.id}`} colorPalette="teal" data-testid={`playground-nav-link-${link.id}`}>
                {t(`navigation.${link.key}`)}
              </Link>
            </Box>
          ))}
        </HStack>
      </Box>
    </PlaygroundSection>
  )
}
