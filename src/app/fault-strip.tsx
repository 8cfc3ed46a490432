import { Box, Button, Flex, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { faultsActive } from '../../machines/shared/sandbox-runtime'
import { useEffect } from 'react'
import { applyNetworkFaultsFromUrl, clearAllFaults, openSandboxPanel, useFaultSummary } from './sandbox-controls'

/**
 * Said on every page while the sandbox changes API answers on purpose (issue 13 §3): how many
 * endpoints have a fault, the added latency, unreadable `?faults=` parts; opens the panel or
 * clears them. Reads the stored settings only (no sandbox code in the app chunk).
 */
export function FaultStrip() {
  const { t } = useTranslation()
  const summary = useFaultSummary()
  useEffect(applyNetworkFaultsFromUrl, [])
  if (!faultsActive(summary)) return null
  return (
    <Box role="status" px="4" py="1.5" fontSize="sm" bg="orange.subtle" color="orange.fg" data-testid="sandbox-fault-strip">
      <Flex maxW="7xl" mx="auto" gap="2" align="center" justify="center" wrap="wrap">
        <Text data-testid="sandbox-fault-strip-text">
          {summary.endpoints > 0 && t('sandbox.strip.active', { count: summary.endpoints })}
          {summary.latencyMs > 0 && ` ${t('sandbox.strip.latency', { ms: summary.latencyMs })}`}
          {summary.ignored > 0 && ` ${t('sandbox.strip.ignored', { count: summary.ignored })}`}
        </Text>
        <Button size="xs" variant="outline" colorPalette="orange" onClick={(e) => openSandboxPanel(e.currentTarget)} aria-haspopup="dialog" data-testid="sandbox-fault-strip-open-button">
          {t('sandbox.strip.open')}
        </Button>
        <Button size="xs" variant="solid" colorPalette="orange" onClick={() => void clearAllFaults()} data-testid="sandbox-fault-strip-clear-button">
          {t('sandbox.strip.clear')}
        </Button>
      </Flex>
    </Box>
  )
}
