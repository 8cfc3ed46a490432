/**
 * Every catalogued machine, with its graph model. tests/model turns each into paths that cover
 * every transition and runs them in Chromium; tests/unit checks that the paths exist.
 */
import type { AnyStateMachine } from 'xstate'
import { credentialsOf, loginModel } from './auth/login.model'
import { contactModel } from './contact/contact.model'
import { sessionModel } from './session/session.model'
import { tokenRefreshModel } from './session/token-refresh.model'
import { preferencesModel } from './shell/preferences.model'
import type { MachineModel } from './shared/model'
import { socialComposerModel } from './playground/social-composer.model'
import { socialFeedModel } from './playground/social-feed.model'
import { socialPeopleModel } from './playground/social-people.model'
import { socialStoriesModel } from './playground/social-stories.model'
import { changePasswordModel } from './account/change-password.model'
import { deleteAccountModel } from './account/delete-account.model'
import { forgotPasswordModel } from './account/forgot-password.model'
import { profileModel } from './account/profile.model'
import { settingsModel } from './account/settings.model'
import { settingsScreenModel } from './account/settings-screen.model'
import { signupModel } from './account/signup.model'
import { bookingRecordsModel } from './playground/booking-records.model'
import { bookingWizardModel } from './playground/booking-wizard.model'
import { bookingModel } from './playground/booking.model'
import { accordionModel } from './playground/playground-accordion.model'
import { bankingAccountsModel } from './playground/banking-accounts.model'
import { bankingBillsModel } from './playground/banking-bills.model'
import { bankingSecurityModel } from './playground/banking-security.model'
import { bankingTransactionsModel } from './playground/banking-transactions.model'
import { bankingTransferModel } from './playground/banking-transfer.model'
import { bankingModel } from './playground/banking.model'
import { buttonDemoModel } from './playground/playground-buttons.model'
import { counterModel } from './playground/playground-counter.model'
import { dataTableModel } from './playground/playground-table.model'
import { dragDropModel } from './playground/playground-drag-drop.model'
import { guidePanelModel } from './playground/guide-panel.model'
import { modalModel } from './playground/playground-modal.model'
import { playgroundFormModel } from './playground/playground-form.model'
import { qaHubModel } from './playground/qa-hub.model'
import { shopProductModel } from './playground/shop-product.model'
import { shopReviewsModel } from './playground/shop-reviews.model'
import { tabsModel } from './playground/playground-tabs.model'
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
import { targetMatchModel } from './challenges/challenge-target-match.model'
import { hiddenLayersModel } from './challenges/challenge-hidden-layers.model'
import { delayedTaskModel } from './challenges/challenge-delayed-task.model'
import { dynamicControlsModel } from './challenges/challenge-dynamic-controls.model'
import { progressModel } from './challenges/challenge-progress.model'
import { adModalModel } from './challenges/challenge-ad-modal.model'
import { answerCheckModel } from './challenges/challenge-answer-check.model'
import { tableSortModel } from './challenges/challenge-table-sort.model'
import { visitProgressModel } from './challenges/challenge-visit-progress.model'
import { nativeDialogsModel } from './challenges/challenge-native-dialogs.model'
import { browserRequestModel } from './challenges/challenge-browser-request.model'
import { seededDrawModel } from './challenges/challenge-seeded-draw.model'
import { sandboxPanelModel } from './sandbox-panel/sandbox-panel.model'
import { learnProgressModel } from './learn/learn-progress.model'
import { SAMPLE_USER } from './shared/testing'

// The models defined with their machines, re-exported for the tests that import them from here.
export { SAMPLE_USER, credentialsOf, loginModel, contactModel, sessionModel, tokenRefreshModel, preferencesModel }

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
  bankingModel,
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
  settingsScreenModel,
  signupModel,
  bookingRecordsModel,
  bookingWizardModel,
  bookingModel,
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
  dynamicControlsModel,
  progressModel,
  learnProgressModel,
] as unknown as Array<MachineModel<AnyStateMachine>>
