/**
 * `notify()` for the whole app. The toast UI (Chakra/Ark toast machinery, ~17 KB gzipped) is
 * a separate chunk, fetched with the first toast, so pages that never toast do not pay for it.
 */
import { Suspense, useSyncExternalStore } from 'react'
import { withChakra } from '../app/chakra'
import type { FailureMessage } from './failure-text'

export type ToastType = 'success' | 'error' | 'info' | 'warning' | 'loading'

const load = () => import('./toaster-view')
const ToasterView = withChakra(async () => ({ default: (await load()).Toaster }))

let wanted = false
const listeners = new Set<() => void>()

export function notify(type: ToastType, title: string, description?: string): void {
  if (!wanted) {
    wanted = true
    listeners.forEach((l) => l())
  }
  void load().then(({ toaster }) =>
    toaster.create({ type, title, description, duration: type === 'error' ? 6000 : 4000, closable: true }),
  )
}

/** An error toast of a failed call: the screen's own text as its title, the reason (if any) as its description. */
export function notifyFailure({ title, detail }: FailureMessage): void {
  notify('error', title, detail ?? undefined)
}

/** Mounted once by the app; renders the toast region from the first toast on. */
export function Toaster() {
  const show = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => wanted,
  )
  return show ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null
}
