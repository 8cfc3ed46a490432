import { shallowEqual, useSelector } from '@xstate/react'
import { useActorRef } from '@/lab-runtime/use-machine'
import { fromPromise } from 'xstate'
import { forgotPasswordMachine, selectForgotPasswordView, TEMP_PASSWORD_MINUTES } from '@machines/account/forgot-password.machine'
import { requestPasswordReset } from '@/api/account'
import { navigateTo } from '@/app/navigation'
import { i18n } from '@/i18n'
import { notify, notifyFailure } from '@/ui/toaster'
import { ForgotPasswordView, forgotPasswordFailure } from './forgot-password-view'

const t = (key: string, options: Record<string, unknown> = {}) => i18n.t(key, { ns: 'account', ...options })

/** Binds the forgot-password machine to the app: the reset call, the clipboard, toasts and navigation. */
export function ForgotPasswordPage() {
  const actorRef = useActorRef(
    forgotPasswordMachine.provide({
      actors: {
        requestReset: fromPromise(({ input }) => requestPasswordReset(input.email)),
        copyText: fromPromise(async ({ input }) => {
          if (!navigator.clipboard?.writeText) throw new Error('The clipboard is not available')
          await navigator.clipboard.writeText(input.text)
        }),
      },
      actions: {
        notifySent: () => notify('success', t('forgot.sent')),
        notifyTempPassword: () => notify('info', t('forgot.tempGenerated', { minutes: TEMP_PASSWORD_MINUTES })),
        notifyFailed: (_, { failure }) => notifyFailure(forgotPasswordFailure(i18n.getFixedT(null, 'account'), failure)),
        notifyCopied: () => notify('success', t('temp.copySuccess')),
        notifyCopyFailed: () => notify('error', t('temp.copyFailed')),
        goToLogin: () => navigateTo('/login'),
      },
    }),
  )
  const view = useSelector(actorRef, selectForgotPasswordView, shallowEqual)
  return <ForgotPasswordView view={view} send={actorRef.send} />
}
