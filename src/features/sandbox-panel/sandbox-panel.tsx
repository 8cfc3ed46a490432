/**
 * The Sandbox controls panel (a lazy chunk opened from the header's mode badge or
 * the fault strip): binds machines/sandbox-panel to the sandbox (or the practice server) and
 * renders SandboxPanelView.
 */
import { shallowEqual, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { sandboxPanelMachine, selectSandboxPanelView } from '@machines/sandbox-panel/sandbox-panel.machine'
import { useActorRef } from '@/lab-runtime/use-machine'
import { appMode } from '@/lib/env'
import { loadPanelData, runPanelCommand } from './controls'
import { SandboxPanelView } from './sandbox-panel-view'

export interface SandboxPanelProps {
  onClose: () => void
}

/** Mounted while open (src/app/sandbox-controls.tsx): each opening loads the current settings. */
export default function SandboxPanel({ onClose }: SandboxPanelProps) {
  const actorRef = useActorRef(
    sandboxPanelMachine.provide({
      actors: {
        load: fromPromise(({ input }) => loadPanelData(input.mode)),
        run: fromPromise(({ input }) => runPanelCommand(input.mode, input.command)),
      },
    }),
    { input: { mode: appMode() } },
  )
  const view = useSelector(actorRef, selectSandboxPanelView, shallowEqual)
  return <SandboxPanelView onClose={onClose} view={view} send={actorRef.send} />
}
