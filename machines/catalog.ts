/**
 * Every catalogued machine, with its graph model. tests/model turns each into paths that cover
 * every transition and runs them in Chromium; tests/unit checks that the paths exist.
 */
import type { AnyStateMachine, EventFromLogic } from 'xstate'
import { loginMachine, type LoginOutput } from './auth/login.machine'
import { contactMachine } from './contact/contact.machine'
import { sessionMachine } from './session/session.machine'
import { tokenRefreshMachine } from './session/token-refresh.machine'
import { preferencesMachine } from './shell/preferences.machine'
import { defineModel, done, failed, type MachineModel } from './shared/model'
import { socialComposerModel } from './playground/social-composer.model'
import { socialFeedModel } from './playground/social-feed.model'
import { socialPeopleModel } from './playground/social-people.model'
import { socialStoriesModel } from './playground/social-stories.model'
import { changePasswordModel } from './account/change-password.model'
import { deleteAccountModel } from './account/delete-account.model'
import { forgotPasswordModel } from './account/forgot-password.model'
import { profileModel } from './account/profile.model'
import { settingsModel } from './account/settings.model'
import { signupModel } from './account/signup.model'
import { bookingRecordsModel } from './playground/booking-records.model'
import { bookingWizardModel } from './playground/booking-wizard.model'
import { accordionModel } from './playground/accordion.model'
import { bankingAccountsModel } from './playground/banking-accounts.model'
import { bankingBillsModel } from './playground/banking-bills.model'
import { bankingSecurityModel } from './playground/banking-security.model'
import { bankingTransactionsModel } from './playground/banking-transactions.model'
import { bankingTransferModel } from './playground/banking-transfer.model'
import { buttonDemoModel } from './playground/button-demo.model'
import { counterModel } from './playground/counter.model'
import { dataTableModel } from './playground/data-table.model'
import { dragDropModel } from './playground/drag-drop.model'
import { guidePanelModel } from './playground/guide-panel.model'
import { modalModel } from './playground/modal.model'
import { playgroundFormModel } from './playground/playground-form.model'
import { qaHubModel } from './playground/qa-hub.model'
import { shopProductModel } from './playground/shop-product.model'
import { shopReviewsModel } from './playground/shop-reviews.model'
import { tabsModel } from './playground/tabs.model'
import { chatModel } from './chat/chat.model'
import { searchModel } from './search/search.model'
import { postListModel } from './posts/post-list.model'
import { postFormModel } from './posts/post-form.model'
import { postDetailModel } from './posts/post-detail.model'
import { postCardsModel } from './posts/post-cards.model'
import { dashboardModel } from './dashboard/dashboard.model'
import { todoListModel } from './todos/todo-list.model'
import { todosModel } from './todos/todos.model'
import { calendarModel } from './calendar/calendar.model'
import { eventFormModel } from './calendar/event-form.model'
import { cardMoveModel } from './kanban/card-move.model'
import { kanbanBoardModel } from './kanban/kanban-board.model'
import { apiDocsModel } from './api-docs/api-docs.model'
import { bugHuntModel } from './bugs/bug-hunt.model'
import { targetMatchModel } from './challenges/target-match.model'
import { hiddenLayersModel } from './challenges/hidden-layers.model'
import { delayedTaskModel } from './challenges/delayed-task.model'
import { progressModel } from './challenges/progress.model'
import { adModalModel } from './challenges/ad-modal.model'
import { answerCheckModel } from './challenges/answer-check.model'
import { tableSortModel } from './challenges/table-sort.model'
import { visitProgressModel } from './challenges/visit-progress.model'
import { nativeDialogsModel } from './challenges/native-dialogs.model'
import { browserRequestModel } from './challenges/browser-request.model'
import { seededDrawModel } from './challenges/seeded-draw.model'
import { sandboxPanelModel } from './sandbox-panel/sandbox-panel.model'
import type { ApiError } from './shared/errors'
import { DEMO_ACCOUNTS } from './shared/demo-accounts'
import { SAMPLE_USER } from './shared/testing'

export { SAMPLE_USER }



const SAMPLE_TOKENS = { accessToken: 'sample-access-token', refreshToken: 'sample-refresh-token' }
const httpError = (status: number, message: string): ApiError => ({ kind: 'http', status, message, issues: null })

type Ev<M extends AnyStateMachine> = EventFromLogic<M>

export const sessionModel = defineModel({
  id: 'session',
  title: 'Session',
  description: 'Startup authentication check, signed in and out, logout, expiry after a failed refresh.',
  machine: sessionMachine,
  starts: [
    { name: 'no stored token', input: { hasToken: false } },
    { name: 'stored token', input: { hasToken: true } },
  ],
  events: () =>
    [
      { type: 'session.login', user: SAMPLE_USER },
      { type: 'session.logout' },
      { type: 'session.expired' },
      { type: 'session.userUpdated', user: SAMPLE_USER },
      { type: 'session.clear' },
      done('fetchCurrentUser', SAMPLE_USER),
      failed('fetchCurrentUser', httpError(500, 'Internal Server Error')),
      failed('fetchCurrentUser', httpError(403, 'Not allowed')),
      done('logout', undefined),
      failed('logout', httpError(500, 'Internal Server Error')),
    ] as Ev<typeof sessionMachine>[],
  context: (s) => ({ signedIn: s.context.user !== null }),
})

export const tokenRefreshModel = defineModel({
  id: 'tokenRefresh',
  title: 'Token refresh',
  description: 'One refresh for any number of concurrent 401s; a failed refresh ends the session.',
  machine: tokenRefreshMachine,
  starts: [{ name: 'idle', input: undefined }],
  events: () =>
    [
      { type: 'refresh.request' },
      done('refreshTokens', undefined),
      failed('refreshTokens', httpError(401, 'Invalid refresh token')),
    ] as Ev<typeof tokenRefreshMachine>[],
  context: () => null,
})

const LOGIN_EMAILS = ['', 'demo@example.com', 'terms@example.com', 'not-an-email']
const LOGIN_PASSWORDS = ['', 'Demo1234!', 'Terms1234!']

/** Which account the typed credentials open, if any. */
export function credentialsOf(email: string, password: string): 'demo' | 'terms' | null {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email.trim() && a.password === password)
  if (!account) return null
  return 'mustAcceptTerms' in account ? 'terms' : 'demo'
}

export const loginModel = defineModel({
  id: 'login',
  title: 'Login',
  description: 'Login form, failure message, and the terms-acceptance modal with accept and two-step delete.',
  machine: loginMachine,
  starts: [
    { name: 'first visit', input: { rememberedEmail: null } },
    { name: 'remembered e-mail', input: { rememberedEmail: 'demo@example.com' } },
  ],
  events: (s) => {
    const events: Ev<typeof loginMachine>[] = [
      ...LOGIN_EMAILS.map((value) => ({ type: 'email.change' as const, value })),
      ...LOGIN_PASSWORDS.map((value) => ({ type: 'password.change' as const, value })),
      { type: 'password.toggleVisibility' },
      { type: 'capsLock.change', on: !s.context.capsLock },
      { type: 'remember.toggle' },
      { type: 'form.submit' },
      { type: 'terms.toggleTerms' },
      { type: 'terms.togglePrivacy' },
      { type: 'terms.accept' },
      { type: 'terms.dismiss' },
      { type: 'terms.deleteRequest' },
      { type: 'terms.deleteCancel' },
      { type: 'terms.deleteConfirm' },
      failed('login', httpError(401, 'Incorrect email or password')) as unknown as Ev<typeof loginMachine>,
      done('acceptTerms', SAMPLE_TOKENS) as unknown as Ev<typeof loginMachine>,
      failed('acceptTerms', httpError(500, 'Internal Server Error')) as unknown as Ev<typeof loginMachine>,
      done('deleteAccount', undefined) as unknown as Ev<typeof loginMachine>,
      failed('deleteAccount', httpError(500, 'Internal Server Error')) as unknown as Ev<typeof loginMachine>,
    ]
    // The server's answer depends on the typed credentials: only the right ones succeed.
    const account = credentialsOf(s.context.email, s.context.password)
    const output: LoginOutput | null =
      account === 'demo'
        ? { requiresTerms: false, user: SAMPLE_USER }
        : account === 'terms'
          ? { requiresTerms: true, userId: 3, tokens: SAMPLE_TOKENS }
          : null
    if (output) events.push(done('login', output) as unknown as Ev<typeof loginMachine>)
    return events
  },
  context: (s) => {
    const c = s.context
    return [
      c.email,
      c.password,
      c.showPassword,
      c.capsLock,
      c.remember,
      c.submitted,
      c.error?.code ?? null,
      c.termsChecked,
      c.privacyChecked,
      c.termsError,
      c.termsFailure?.code ?? null,
    ]
  },
})

const CONTACT_SAMPLES = {
  name: ['', 'Ada Tester'],
  email: ['', 'ada@example.com', 'ada-at-example'],
  subject: ['', 'Question'],
  message: ['', 'How do I reset the sandbox?'],
} as const

export const contactModel = defineModel({
  id: 'contact',
  title: 'Contact form',
  description: 'Required fields, e-mail pattern, sending, success clears the form, failure keeps it.',
  machine: contactMachine,
  starts: [{ name: 'empty form', input: undefined }],
  events: () =>
    [
      ...Object.entries(CONTACT_SAMPLES).flatMap(([field, values]) =>
        values.map((value) => ({ type: 'field.change', field, value })),
      ),
      { type: 'form.submit' },
      done('sendMessage', { message: 'Your message has been sent successfully. We will get back to you soon.' }),
      failed('sendMessage', httpError(500, 'Mail server unavailable')),
    ] as Ev<typeof contactMachine>[],
  context: (s) => [s.context.values, s.context.attempted],
})

export const preferencesModel = defineModel({
  id: 'preferences',
  title: 'Theme and language',
  description: 'Theme toggle and language switch, applied at once and stored.',
  machine: preferencesMachine,
  starts: [{ name: 'light, English', input: { theme: 'light', language: 'en' } }],
  events: () =>
    [
      { type: 'theme.toggle' },
      { type: 'language.set', language: 'ko' },
      { type: 'language.set', language: 'en' },
    ] as Ev<typeof preferencesMachine>[],
  context: (s) => s.context,
})

export const catalog = [
  sessionModel,
  tokenRefreshModel,
  loginModel,
  contactModel,
  preferencesModel,
  accordionModel,
  bankingAccountsModel,
  bankingBillsModel,
  bankingSecurityModel,
  bankingTransactionsModel,
  bankingTransferModel,
  buttonDemoModel,
  counterModel,
  dataTableModel,
  dragDropModel,
  guidePanelModel,
  modalModel,
  playgroundFormModel,
  qaHubModel,
  shopProductModel,
  shopReviewsModel,
  tabsModel,
  changePasswordModel,
  deleteAccountModel,
  forgotPasswordModel,
  profileModel,
  settingsModel,
  signupModel,
  bookingRecordsModel,
  bookingWizardModel,
  socialComposerModel,
  socialFeedModel,
  socialPeopleModel,
  socialStoriesModel,
  searchModel,
  chatModel,
  postListModel,
  postFormModel,
  postDetailModel,
  postCardsModel,
  dashboardModel,
  todoListModel,
  todosModel,
  calendarModel,
  eventFormModel,
  cardMoveModel,
  kanbanBoardModel,
  sandboxPanelModel,
  bugHuntModel,
  apiDocsModel,
  targetMatchModel,
  hiddenLayersModel,
  adModalModel,
  answerCheckModel,
  tableSortModel,
  visitProgressModel,
  nativeDialogsModel,
  browserRequestModel,
  seededDrawModel,
  delayedTaskModel,
  progressModel,
] as unknown as Array<MachineModel<AnyStateMachine>>
