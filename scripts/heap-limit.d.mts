export const DEFAULT_HEAP_MB: number
export function heapLimitArgs(env?: Record<string, string | undefined>, execArgv?: readonly string[]): string[]
export function relaunchWithHeapLimit(): Promise<void>
