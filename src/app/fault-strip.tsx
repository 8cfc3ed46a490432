import { useTranslation } from 'react-i18next'
import { SANDBOX_IGNORED_FAULTS_KEY, type FaultSummary } from '@machines/shared/sandbox-runtime'
import { appMode } from '../lib/env'
import { installedSandbox } from '../lib/sandbox-api'
import { shell } from '../ui/shell'

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
 * clears them. Plain elements with the shell's precompiled classes (no lazy chunk, no Chakra): it
 * renders in the same update as the change that turns it on, so a test that sets a scenario and
 * clicks at once never has the page pushed down under its pointer by a strip arriving later.
 */
export function FaultStrip({ summary, onOpen }: { summary: FaultSummary; /** Opens the Sandbox controls (focus returns to the button). */ onOpen: (from: HTMLElement) => void }) {
  const { t } = useTranslation()
  return (
    <div role="status" className={shell.faultStrip} data-testid="sandbox-fault-strip">
      <div className={shell.faultStripBar}>
        <p data-testid="sandbox-fault-strip-text">
          {summary.endpoints > 0 && t('sandbox.strip.active', { count: summary.endpoints })}
          {summary.latencyMs > 0 && ` ${t('sandbox.strip.latency', { ms: summary.latencyMs })}`}
          {summary.ignored > 0 && ` ${t('sandbox.strip.ignored', { count: summary.ignored })}`}
        </p>
        <button type="button" className={shell.faultStripOpen} onClick={(e) => onOpen(e.currentTarget)} aria-haspopup="dialog" data-testid="sandbox-fault-strip-open-button">
          {t('sandbox.strip.open')}
        </button>
        <button type="button" className={shell.faultStripClear} onClick={() => void clearAllFaults()} data-testid="sandbox-fault-strip-clear-button">
          {t('sandbox.strip.clear')}
        </button>
      </div>
    </div>
  )
}
