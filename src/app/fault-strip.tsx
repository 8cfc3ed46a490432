import { Box, Button, Flex, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { SANDBOX_IGNORED_FAULTS_KEY, type FaultSummary } from '@machines/shared/sandbox-runtime'
import { appMode } from '../lib/env'
import { openSandboxPanel } from './sandbox-controls'
import { installedSandbox } from '../lib/sandbox-api'

/** Clears every fault, the latency and the client timeout (and forgets unreadable `?faults=` parts). */
async function clearAllFaults(): Promise<void> {
  try {
    sessionStorage.removeItem(SANDBOX_IGNORED_FAULTS_KEY)
  } catch {
    /* nothing stored */
  }
  const sandbox = installedSandbox()
  if (sandbox) {
    sandbox.faults.clear()
    sandbox.faults.setClientTimeout(null)
    sandbox.setLatency(0)
  } else if (appMode() === 'network') {
    await (await import('./sandbox-network')).clearNetworkFaults()
  }
}

/**
 * Said on every page while the sandbox changes API answers on purpose: how many
 * endpoints have a fault, the added latency, unreadable `?faults=` parts; opens the panel or
 * clears them. A lazy chunk, rendered by FaultStripSlot only while something is active.
 */
export default function FaultStrip({ summary }: { summary: FaultSummary }) {
  const { t } = useTranslation()
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
