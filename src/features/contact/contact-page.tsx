import { shallowEqual, useSelector } from '@xstate/react'
import { useActorRef } from '@/lab-runtime/use-machine'
import { fromPromise } from 'xstate'
import { contactMachine, selectContactView } from '@machines/contact/contact.machine'
import { sendContactMessage } from '@/api/contact'
import { i18n } from '@/i18n'
import { notify } from '@/ui/toaster'
import { ContactView } from './contact-view'

export function ContactPage() {
  const actorRef = useActorRef(
    contactMachine.provide({
      actors: { sendMessage: fromPromise(({ input }) => sendContactMessage(input)) },
      actions: {
        notifySent: (_, { message }) => notify('success', message ?? i18n.t('contact.successMessage')),
        notifyFailed: (_, { message, code }) => {
          // An ended session was announced by the session itself (and the user is on /login now).
          if (code !== 'sessionExpired') notify('error', message ?? i18n.t('contact.errorMessage'))
        },
      },
    }),
  )
  const view = useSelector(actorRef, selectContactView, shallowEqual)
  return <ContactView view={view} send={actorRef.send} />
}
