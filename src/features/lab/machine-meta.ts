/**
 * Where each catalogued machine lives in the app: its area (the catalogue's groups) and the
 * screens where it runs (the lab links to them). Keyed by the catalogue model id (`model.id`,
 * the lab's URL); src/features/lab/lab-i18n.test.ts checks that every catalogued machine is listed.
 */
export const LAB_AREAS = ['app', 'account', 'components', 'shop', 'banking', 'social', 'booking', 'dashboard', 'posts', 'todos', 'calendar', 'kanban', 'chat', 'search', 'challenges'] as const
export type LabArea = (typeof LAB_AREAS)[number]

export interface MachineMeta {
  area: LabArea
  /** App routes where the machine runs (the first is the main one). */
  routes: string[]
}

export const MACHINE_META: Readonly<Record<string, MachineMeta>> = {
  session: { area: 'app', routes: ['/login', '/dashboard'] },
  tokenRefresh: { area: 'app', routes: ['/dashboard'] },
  login: { area: 'app', routes: ['/login'] },
  contact: { area: 'app', routes: ['/contact'] },
  preferences: { area: 'app', routes: ['/', '/settings'] },
  guidePanel: { area: 'app', routes: ['/qa', '/todos'] },
  qaHub: { area: 'app', routes: ['/qa'] },
  signup: { area: 'account', routes: ['/signup'] },
  forgotPassword: { area: 'account', routes: ['/forgot-password'] },
  profile: { area: 'account', routes: ['/profile'] },
  settings: { area: 'account', routes: ['/settings'] },
  settingsScreen: { area: 'account', routes: ['/settings'] },
  changePassword: { area: 'account', routes: ['/settings'] },
  deleteAccount: { area: 'account', routes: ['/settings'] },
  playgroundAccordion: { area: 'components', routes: ['/playground'] },
  playgroundButtons: { area: 'components', routes: ['/playground'] },
  playgroundCounter: { area: 'components', routes: ['/playground'] },
  playgroundTable: { area: 'components', routes: ['/playground'] },
  playgroundDragDrop: { area: 'components', routes: ['/playground'] },
  playgroundModal: { area: 'components', routes: ['/playground'] },
  playgroundForm: { area: 'components', routes: ['/playground'] },
  playgroundTabs: { area: 'components', routes: ['/playground'] },
  shopProduct: { area: 'shop', routes: ['/qa/ecommerce'] },
  shopReviews: { area: 'shop', routes: ['/qa/ecommerce'] },
  bankingAccounts: { area: 'banking', routes: ['/qa/banking'] },
  bankingBills: { area: 'banking', routes: ['/qa/banking'] },
  bankingSecurity: { area: 'banking', routes: ['/qa/banking'] },
  bankingTransactions: { area: 'banking', routes: ['/qa/banking'] },
  bankingTransfer: { area: 'banking', routes: ['/qa/banking'] },
  banking: { area: 'banking', routes: ['/qa/banking'] },
  socialComposer: { area: 'social', routes: ['/qa/social'] },
  socialFeed: { area: 'social', routes: ['/qa/social'] },
  socialPeople: { area: 'social', routes: ['/qa/social'] },
  socialStories: { area: 'social', routes: ['/qa/social'] },
  bookingWizard: { area: 'booking', routes: ['/qa/booking'] },
  bookingRecords: { area: 'booking', routes: ['/qa/booking'] },
  booking: { area: 'booking', routes: ['/qa/booking'] },
  dashboard: { area: 'dashboard', routes: ['/dashboard'] },
  learnProgress: { area: 'app', routes: ['/learn', '/dashboard', '/profile'] },
  postList: { area: 'posts', routes: ['/posts'] },
  postForm: { area: 'posts', routes: ['/posts/create'] },
  postDetail: { area: 'posts', routes: ['/posts'] },
  postCards: { area: 'posts', routes: ['/posts'] },
  todoList: { area: 'todos', routes: ['/todos'] },
  todos: { area: 'todos', routes: ['/todos'] },
  calendar: { area: 'calendar', routes: ['/calendar'] },
  'event-form': { area: 'calendar', routes: ['/calendar'] },
  cardMove: { area: 'kanban', routes: ['/kanban'] },
  kanbanBoard: { area: 'kanban', routes: ['/kanban'] },
  sandboxPanel: { area: 'app', routes: ['/', '/about'] },
  bugHunt: { area: 'app', routes: ['/bug-hunt'] },
  apiDocs: { area: 'app', routes: ['/api-docs'] },
  challengeTargetMatch: { area: 'challenges', routes: ['/challenges/horizontal-slider', '/challenges/hovers', '/challenges/context-menu', '/challenges/double-click', '/challenges/key-presses', '/challenges/scroll-to-click', '/challenges/overlapped', '/challenges/sortable-list', '/challenges/html5-drag', '/challenges/windows', '/challenges/frames', '/challenges/dynamic-id', '/challenges/class-attribute', '/challenges/no-test-ids', '/challenges/non-breaking-space', '/challenges/challenging-dom', '/challenges/shadow-dom', '/challenges/large-dom', '/challenges/css-selector-puzzle'] },
  challengeNativeDialogs: { area: 'challenges', routes: ['/challenges/alerts'] },
  challengeBrowserRequest: { area: 'challenges', routes: ['/challenges/basic-auth', '/challenges/status-codes', '/challenges/upload', '/challenges/geolocation'] },
  challengeSeededDraw: { area: 'challenges', routes: ['/challenges/notifications'] },
  challengeHiddenLayers: { area: 'challenges', routes: ['/challenges/hidden-layers'] },
  challengeAdModal: { area: 'challenges', routes: ['/challenges/entry-ad', '/challenges/exit-intent'] },
  challengeAnswerCheck: { area: 'challenges', routes: ['/challenges/typos', '/challenges/dynamic-table', '/challenges/broken-images'] },
  challengeTableSort: { area: 'challenges', routes: ['/challenges/sortable-tables'] },
  challengeVisitProgress: { area: 'challenges', routes: ['/challenges/floating-menu', '/challenges/infinite-scroll'] },
  challengeDelayedTask: { area: 'challenges', routes: ['/challenges/client-delay', '/challenges/load-delay', '/challenges/ajax-data', '/challenges/dynamic-loading', '/challenges/animated-button', '/challenges/auto-wait'] },
  challengeDynamicControls: { area: 'challenges', routes: ['/challenges/dynamic-controls'] },
  challengeProgress: { area: 'challenges', routes: ['/challenges/progress-bar'] },
  chat: { area: 'chat', routes: ['/chat'] },
  search: { area: 'search', routes: ['/search'] },
}

export function metaOf(modelId: string): MachineMeta {
  return MACHINE_META[modelId] ?? { area: 'app', routes: [] }
}
