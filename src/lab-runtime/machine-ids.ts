/**
 * machine.id (the root config id the recorder sees) → catalogue model id (the lab's URL,
 * /lab/<model id>), for every catalogued machine. Handwritten so that the main chunk does not
 * import machines/catalog.ts; machine-ids.test.ts checks it against the catalogue both ways.
 * A machine that is not listed here is not recorded.
 */
export const LAB_MODEL_IDS: Readonly<Record<string, string>> = {
  session: 'session',
  tokenRefresh: 'tokenRefresh',
  login: 'login',
  contact: 'contact',
  preferences: 'preferences',
  playgroundAccordion: 'playgroundAccordion',
  bankingAccounts: 'bankingAccounts',
  bankingBills: 'bankingBills',
  bankingSecurity: 'bankingSecurity',
  bankingTransactions: 'bankingTransactions',
  bankingTransfer: 'bankingTransfer',
  playgroundButtons: 'playgroundButtons',
  playgroundCounter: 'playgroundCounter',
  playgroundTable: 'playgroundTable',
  playgroundDragDrop: 'playgroundDragDrop',
  guidePanel: 'guidePanel',
  playgroundModal: 'playgroundModal',
  playgroundForm: 'playgroundForm',
  qaHub: 'qaHub',
  shopProduct: 'shopProduct',
  shopReviews: 'shopReviews',
  playgroundTabs: 'playgroundTabs',
  changePassword: 'changePassword',
  deleteAccount: 'deleteAccount',
  forgotPassword: 'forgotPassword',
  profile: 'profile',
  settings: 'settings',
  signup: 'signup',
  bookingRecords: 'bookingRecords',
  bookingWizard: 'bookingWizard',
  socialComposer: 'socialComposer',
  socialFeed: 'socialFeed',
  socialPeople: 'socialPeople',
  socialStories: 'socialStories',
  search: 'search',
  chat: 'chat',
  postList: 'postList',
  postForm: 'postForm',
  postDetail: 'postDetail',
  postCards: 'postCards',
  dashboard: 'dashboard',
  todoList: 'todoList',
  todos: 'todos',
  calendar: 'calendar',
  eventForm: 'event-form',
  cardMove: 'cardMove',
  kanbanBoard: 'kanbanBoard',
}

/** The catalogue model id of a machine root id, or undefined when the machine is not catalogued. */
export function labModelId(machineId: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(LAB_MODEL_IDS, machineId) ? LAB_MODEL_IDS[machineId] : undefined
}
