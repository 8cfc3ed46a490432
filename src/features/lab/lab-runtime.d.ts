/** The pre-bundled runtimes of exported Playwright specs (build/lab-runtime.ts). */
declare module 'virtual:lab-runtime' {
  /** The machines whose suites export as a Playwright spec (machines/lab/ui-mappings.ts). */
  export const LAB_RUNTIME_IDS: string[]
  /** The runtime text of one machine's exported spec (a lazy chunk). */
  export function loadLabRuntime(id: string): Promise<string>
}
