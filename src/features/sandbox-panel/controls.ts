/**
 * What the Sandbox controls panel's machine runs (machines/sandbox-panel): `window.__sandbox` in
 * sandbox mode, the practice server's `/__sandbox/*` routes in network mode (same origin, the
 * learner's session cookie goes along).
 */
import type { AppModeName, DataSeed, SandboxCommand, SandboxPanelData } from '@machines/sandbox-panel/sandbox-panel.machine'
import { DATA_SEEDS } from '@machines/sandbox-panel/sandbox-panel.machine'
import { sandboxControl } from '@/api/sandbox-controls'
import { mirrorNetworkFaults } from '@/app/sandbox-network'
import { installedSandbox } from '@/lib/sandbox-api'

function sandbox() {
  const api = installedSandbox()
  if (!api) throw new Error('The in-browser sandbox is not running')
  return api
}

function sandboxData(): SandboxPanelData {
  const api = sandbox()
  const seed = api.seedName()
  return {
    endpoints: api.endpoints(),
    faults: api.faults.list(),
    latencyMs: api.latency(),
    clientTimeoutMs: api.faults.clientTimeout(),
    link: api.faults.link(),
    seedName: (DATA_SEEDS as readonly string[]).includes(seed) ? (seed as DataSeed) : null,
    now: api.now(),
  }
}

async function runSandbox(command: SandboxCommand): Promise<void> {
  const api = sandbox()
  switch (command.type) {
    case 'fault.set':
      return api.faults.set(command.endpoint, command.fault)
    case 'fault.remove':
      return api.faults.remove(command.endpoint)
    case 'faults.clear':
      return api.faults.clear()
    case 'latency.set':
      return api.setLatency(command.ms)
    case 'clientTimeout.set':
      return api.faults.setClientTimeout(command.ms)
    case 'data.reset':
      return api.reset()
    case 'data.seed':
      return api.seed(command.name)
    case 'clock.advance':
      return api.advanceClock(command.ms)
  }
}

// ---- network mode ------------------------------------------------------------------------------

interface ServerFaults {
  faults: SandboxPanelData['faults']
  latencyMs: number
  clientTimeoutMs: number | null
  query: string
}

const http = <T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => sandboxControl<T>(method, path.replace(/^\/__sandbox\//, ''), body)

let networkNow: number | null = null

async function networkData(): Promise<SandboxPanelData> {
  const [endpoints, state] = await Promise.all([http<string[]>('GET', '/__sandbox/endpoints'), http<ServerFaults>('GET', '/__sandbox/faults')])
  mirrorNetworkFaults(state)
  const url = new URL(window.location.href)
  if (state.query) url.searchParams.set('faults', state.query)
  else url.searchParams.delete('faults')
  return {
    endpoints,
    faults: state.faults,
    latencyMs: state.latencyMs,
    clientTimeoutMs: state.clientTimeoutMs,
    link: url.toString(),
    seedName: null,
    now: networkNow,
  }
}

async function runNetwork(command: SandboxCommand): Promise<void> {
  switch (command.type) {
    case 'fault.set':
      await http('POST', '/__sandbox/faults', { endpoint: command.endpoint, fault: command.fault })
      return
    case 'fault.remove':
      await http('DELETE', `/__sandbox/faults?endpoint=${encodeURIComponent(command.endpoint)}`)
      return
    case 'faults.clear':
      await http('DELETE', '/__sandbox/faults')
      return
    case 'latency.set':
      await http('POST', '/__sandbox/faults', { latencyMs: command.ms })
      return
    case 'clientTimeout.set':
      await http('POST', '/__sandbox/faults', { clientTimeoutMs: command.ms })
      return
    case 'data.reset':
    case 'data.seed':
      // The practice server resets the caller's session to its seed; it has no per-session seed choice.
      await http('POST', '/__sandbox/reset')
      return
    case 'clock.advance':
      networkNow = (await http<{ now: number }>('POST', '/__sandbox/advance-clock', { ms: command.ms })).now
      return
  }
}

export async function loadPanelData(mode: AppModeName): Promise<SandboxPanelData> {
  if (mode === 'network') return networkData()
  return sandboxData()
}

export async function runPanelCommand(mode: AppModeName, command: SandboxCommand): Promise<SandboxPanelData> {
  if (mode === 'network') {
    await runNetwork(command)
    return networkData()
  }
  await runSandbox(command)
  return sandboxData()
}
