import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { placeholderShown } from '../app/app-ready'
import { shell } from './shell'

/** A centred spinner with a visible label (status role), e.g. while a part of a page loads; `short`: 30vh high instead of 40vh. */
export function SpinnerBlock({ label, testId, short }: { label: string; testId: string; short?: boolean }) {
  return (
    <div className={short ? shell.spinnerBlockShort : shell.spinnerBlock} data-testid={testId} role="status" aria-live="polite">
      <div className={shell.spinnerStack}>
        <span className={shell.spinnerLg} />
        <p className={shell.textMuted}>{label}</p>
      </div>
    </div>
  )
}

/**
 * The one full-page loading placeholder of a deep link: the same element as index.html's boot
 * placeholder (`#boot`, styled there, test id `app-loading`), so app boot, the session check and
 * the page's chunk read as one wait with no flash between different placeholders.
 */
export function LoadingPlaceholder() {
  const { t } = useTranslation()
  // The app is not "ready" (html[data-app-ready]) while this is up: src/app/app-ready.ts.
  useEffect(placeholderShown, [])
  return (
    <div id="boot" data-testid="app-loading" role="status" aria-live="polite">
      <div className="boot-spinner" aria-hidden="true" />
      <span className="boot-label">{t('app.loading')}</span>
    </div>
  )
}
