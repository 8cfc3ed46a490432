/** The progress store bound to the browser's localStorage, as a React hook (challenge screens only). */
import { useSyncExternalStore } from 'react'
import { PROGRESS_KEY, createProgressStore, type ChallengeProgress } from './progress'

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

export const progressStore = createProgressStore(browserStorage)

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === PROGRESS_KEY) progressStore.reload()
  })
}

export function useChallengeProgress(): ChallengeProgress {
  return useSyncExternalStore(progressStore.subscribe, progressStore.get, progressStore.get)
}
