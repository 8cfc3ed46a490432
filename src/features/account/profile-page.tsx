import { shallowEqual, useSelector } from '@xstate/react'
import { useActorRef } from '@/lab-runtime/use-machine'
import { fromPromise } from 'xstate'
import { changePasswordMachine, selectChangePasswordView } from '@machines/account/change-password.machine'
import { profileMachine, selectProfileView } from '@machines/account/profile.machine'
import { profileNumbersMachine, selectProfileNumbersView } from '@machines/account/profile-numbers.machine'
import type { User } from '@machines/shared/types'
import { changePassword, updateProfile } from '@/api/account'
import { fetchUserNumbers } from '@/api/activity'
import { signOut, updateSessionUser, useSessionUser } from '@/app/session'
import { i18n } from '@/i18n'
import { failureMessage } from '@/ui/failure-text'
import { notify, notifyFailure } from '@/ui/toaster'
import { ProfileView } from './profile-view'
import { Container } from '@chakra-ui/react'
import { DeferredLearnSummary } from '../learn/deferred-learn-summary'

/** Binds the profile and change-password machines to the app: HTTP calls, session, toasts. */
function ProfileScreen({ user }: { user: User }) {
  const profileRef = useActorRef(
    profileMachine.provide({
      actors: { updateProfile: fromPromise(({ input }) => updateProfile(input)) },
      actions: { userUpdated: (_, { user: updated }) => updateSessionUser(updated) },
    }),
    { input: { user } },
  )
  const passwordRef = useActorRef(
    changePasswordMachine.provide({
      actors: { changePassword: fromPromise(({ input }) => changePassword(input)) },
      actions: {
        notifyChanged: () => notify('success', i18n.t('changePassword.success', { ns: 'profile' })),
        notifyFailed: (_, { reason }) => {
          // An ended session was announced by the session itself (and the user is on /login now).
          if (reason !== 'sessionExpired') notifyFailure(failureMessage(i18n.getFixedT(null, 'profile'), reason, i18n.t('changePassword.failed', { ns: 'profile' })))
        },
        // The session logs out (POST /auth/logout); the route guard then shows /login.
        logout: () => signOut(),
      },
    }),
  )
  const numbersRef = useActorRef(profileNumbersMachine.provide({ actors: { loadNumbers: fromPromise(() => fetchUserNumbers()) } }))
  const profile = useSelector(profileRef, selectProfileView, shallowEqual)
  const password = useSelector(passwordRef, selectChangePasswordView, shallowEqual)
  const numbers = useSelector(numbersRef, selectProfileNumbersView, shallowEqual)
  return (
    <>
      <ProfileView profile={profile} sendProfile={profileRef.send} password={password} sendPassword={passwordRef.send} numbers={numbers} sendNumbers={numbersRef.send} />
      {/* The learner's progress record, the same figures as the dashboard and /learn, loaded after the profile's numbers. */}
      <Container maxW="6xl" pb="8">
        <DeferredLearnSummary prefix="profile" ready={!numbers.busy} />
      </Container>
    </>
  )
}

export function ProfilePage() {
  const user = useSessionUser()
  // The route guard renders this page only for a signed-in user.
  if (!user) return null
  return <ProfileScreen user={user} />
}
