import { shallowEqual, useSelector } from '@xstate/react'
import { useActorRef } from '@/lab-runtime/use-machine'
import { Navigate } from 'react-router'
import { fromPromise } from 'xstate'
import { selectSignupView, signupMachine } from '@machines/account/signup.machine'
import { register } from '@/api/account'
import { login } from '@/api/auth'
import { navigateTo } from '@/app/navigation'
import { signIn, useIsAuthenticated, useSessionLoading } from '@/app/session'
import { i18n } from '@/i18n'
import { SpinnerBlock } from '@/ui/spinner-block'
import { notify } from '@/ui/toaster'
import { SignupView } from './signup-view'

/** Binds the sign-up machine to the app: register and login calls, session, toast and navigation. */
export function SignupPage() {
  const authenticated = useIsAuthenticated()
  const checking = useSessionLoading()
  const actorRef = useActorRef(
    signupMachine.provide({
      actors: {
        register: fromPromise(({ input }) => register(input)),
        login: fromPromise(async ({ input }) => {
          const output = await login(input)
          // A new account has accepted the terms; should the server still ask, the user logs in on /login.
          if (output.requiresTerms) throw new Error('Terms acceptance required')
          return output.user
        }),
      },
      actions: {
        completeSignup: (_, { user }) => {
          notify('success', i18n.t('signup.success', { ns: 'account' }))
          signIn(user)
          navigateTo('/dashboard', { replace: true })
        },
      },
    }),
  )
  const view = useSelector(actorRef, selectSignupView, shallowEqual)
  const finished = view.finished

  if (authenticated && !finished) return <Navigate to="/dashboard" replace />
  if (checking) return <SpinnerBlock testId="route-guard-spinner" label={i18n.t('session.checking')} />
  return <SignupView view={view} send={actorRef.send} />
}
