/**
 * Which Chakra system the provider uses: the small one at start, the rich one (every recipe)
 * once a screen that needs it has been loaded. Swapping keeps the tree mounted.
 */
import type { SystemContext } from '@chakra-ui/react'
import { useSyncExternalStore } from 'react'
import { appSystemSteps, createAppSystem } from './system'

let current: SystemContext | null = null
let loading: Promise<void> | null = null
const listeners = new Set<() => void>()

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The system the provider uses now: the small one, built on first use, until the rich one has loaded. */
export function getSystem(): SystemContext {
  return (current ??= createAppSystem())
}

/** The steps that build the small system ahead of getSystem, one per task (none once it exists). */
export function systemSteps(): (() => void)[] {
  return current ? [] : appSystemSteps()
}

export function useSystem(): SystemContext {
  return useSyncExternalStore(subscribe, getSystem)
}

/** Loads the system with every recipe (once); screens that use them await it before rendering. */
export function loadRichSystem(): Promise<void> {
  loading ??= import('./system-rich').then(({ richSystem }) => {
    current = richSystem
    listeners.forEach((listener) => listener())
  })
  return loading
}
