import { shallowEqual, useSelector } from '@xstate/react'
import { useActorRef } from '@/lab-runtime/use-machine'
import { fromPromise } from 'xstate'
import { contactMachine, selectContactView } from '@machines/contact/contact.machine'
import { CONTACT_SUCCESS_MESSAGE } from '@machines/shared/contracts'
import { sendContactMessage } from '@/api/contact'
import { i18n } from '@/i18n'
import { failureMessage } from '@/ui/failure-text'
import { notify, notifyFailure } from '@/ui/toaster'
import { ContactView } from './contact-view'

/** The success toast (docs/spec/2-everyday-modules.md §8): the server's message (the API's own sentence translated), else successMessage. */
function sentText(message: string | null): string {
  if (message === null || message.trim() === '') return i18n.t('contact.successMessage')
  return message.trim() === CONTACT_SUCCESS_MESSAGE ? i18n.t('contact.sent') : message
}

export function ContactPage() {
  const actorRef = useActorRef(
    contactMachine.provide({
      actors: { sendMessage: fromPromise(({ input }) => sendContactMessage(input)) },
      actions: {
        notifySent: (_, { message }) => notify('success', sentText(message)),
        notifyFailed: (_, { message, failure }) => {
          // An ended session was announced by the session itself (and the user is on /login now).
          if (failure === 'sessionExpired') return
          // A refusal: its message or detail (§8). A 5xx, a transport failure, a validator's list or a known server text:
          // the translated errorMessage and why, never the raw text ("Internal Server Error" on a Korean screen).
          if (failure === 'failed') {
            notify('error', message ?? i18n.t('contact.errorMessage'))
            return
          }
          notifyFailure(failureMessage(i18n.getFixedT(null, 'common'), failure, i18n.t('contact.errorMessage')))
        },
      },
    }),
  )
  const view = useSelector(actorRef, selectContactView, shallowEqual)
  return <ContactView view={view} send={actorRef.send} />
}
