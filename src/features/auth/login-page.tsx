import { shallowEqual, useSelector } from '@xstate/react'
import { useActorRef } from '@/lab-runtime/use-machine'
import { Navigate, useLocation } from 'react-router'
import { fromPromise } from 'xstate'
import { loginMachine, selectLoginView } from '@machines/auth/login.machine'
import { acceptTerms, deleteUser, login } from '@/api/auth'
import { navigateTo, originFrom } from '@/app/navigation'
import { signIn, useIsAuthenticated, useSessionLoading } from '@/app/session'
import { isPlaygroundPath } from '@/app/routes'
import { i18n } from '@/i18n'
import { readStored, removeStored, STORAGE_KEYS, validators, writeStored } from '@/lib/storage'
import { SpinnerBlock } from '@/ui/spinner-block'
import { notify } from '@/ui/toaster'
import { LoginView } from './login-view'

function rememberedEmail(): string | null {
  const remember = readStored(STORAGE_KEYS.rememberEmail, validators.flag)
  const email = readStored(STORAGE_KEYS.rememberedEmail, validators.email)
  return remember && email ? email : null
}

/** Binds the login machine to the app: HTTP calls, storage, toasts, session and navigation. */
export function LoginPage() {
  const location = useLocation()
  const origin = originFrom(location.state)
  const authenticated = useIsAuthenticated()
  const checking = useSessionLoading()
  const actorRef = useActorRef(
    loginMachine.provide({
      actors: {
        login: fromPromise(({ input }) => login(input)),
        acceptTerms: fromPromise(({ input }) => acceptTerms(input)),
        deleteAccount: fromPromise(({ input }) => deleteUser(input)),
      },
      actions: {
        rememberEmail: (_, { email, remember }) => {
          if (remember) {
            writeStored(STORAGE_KEYS.rememberedEmail, email)
            writeStored(STORAGE_KEYS.rememberEmail, true)
          } else {
            removeStored(STORAGE_KEYS.rememberedEmail, STORAGE_KEYS.rememberEmail)
          }
        },
        completeLogin: (_, { user }) => {
          notify('success', i18n.t('login.success', { ns: 'auth' }))
          signIn(user)
          navigateTo(origin, { replace: true })
        },
        reloadPage: () => window.location.reload(),
        notifyAccountDeleted: () => notify('info', i18n.t('terms.deleted', { ns: 'auth' })),
      },
    }),
    { input: { rememberedEmail: rememberedEmail() } },
  )
  const view = useSelector(actorRef, selectLoginView, shallowEqual)
  const finished = view.finished

  if (authenticated && !finished) return <Navigate to={origin} replace />
  if (checking) return <SpinnerBlock testId="route-guard-spinner" label={i18n.t('session.checking')} />
  return <LoginView view={view} send={actorRef.send} playgroundNotice={isPlaygroundPath(origin)} />
}
