/** `use-sync-external-store/shim` for React 19, which has the hook itself (wired with a Vite alias in vite.config.ts). */
export { useSyncExternalStore } from 'react'
