import type { ReactNode } from 'react'
import { shell } from './shell'

/**
 * The inside of a shell button while it works, as Chakra's Button draws it (`loading` with
 * `loadingText`): a spinner before the text. The button itself carries `disabled` and `data-loading`.
 */
export function ButtonLoader({ loading, text, children }: { loading: boolean; text: string; children: ReactNode }) {
  if (!loading) return children
  return (
    <span className={shell.loaderText}>
      <span className={shell.loaderSpinner} />
      {text}
    </span>
  )
}
