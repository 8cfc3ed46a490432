/**
 * The test ids each everyday-module screen lists in its testing-guide panel (and the e2e specs
 * check on the page). Kept apart from the views so the /guide page can list them without loading
 * the screens.
 */
/** The ids the list's testing guide lists (each on the page once posts have loaded). */
export const POSTS_GUIDE_TEST_IDS = [
  'posts-page',
  'posts-create-link',
  'posts-search-input',
  'posts-tags',
  'posts-total',
  'posts-list',
  'posts-page-status',
  'posts-prev-button',
  'posts-next-button',
] as const

/** The ids the detail's testing guide lists (on the page of the signed-in user's own post). */
export const POST_DETAIL_GUIDE_TEST_IDS = [
  'post-detail-page',
  'post-detail-title',
  'post-detail-author',
  'post-detail-date',
  'post-detail-like-button',
  'post-detail-likes',
  'post-detail-body',
  'post-detail-comments',
  'post-detail-comment-input',
  'post-detail-comment-submit',
  'post-detail-back-link',
] as const

/** The ids the form's testing guide lists. */
export const POST_FORM_GUIDE_TEST_IDS = [
  'post-form-page',
  'post-form',
  'post-form-title-input',
  'post-form-content-input',
  'post-form-tag-input',
  'post-form-tag-add-button',
  'post-form-tags',
  'post-form-published-checkbox',
  'post-form-submit-button',
  'post-form-cancel-button',
] as const

/** The ids the testing guide lists (each is on the page with the seeded todos). */
export const TODOS_GUIDE_TEST_IDS = [
  'todos-add-button',
  'todos-filter-all',
  'todos-filter-incomplete',
  'todos-filter-completed',
  'todos-filter-all-count',
  'todos-list',
  'todos-page-info',
  'todos-page-prev',
  'todos-page-next',
] as const

/** The ids the testing guide lists (each is on the page once the data has loaded). */
export const DASHBOARD_GUIDE_TEST_IDS = [
  'dashboard-welcome',
  'dashboard-stat-posts-value',
  'dashboard-stat-todos-value',
  'dashboard-stat-completed-value',
  'dashboard-stat-completed-progress',
  'dashboard-stat-recent-value',
  'dashboard-quick-create-post',
  'dashboard-quick-add-todo',
  'dashboard-quick-calendar',
  'dashboard-quick-profile',
  'dashboard-announcements',
  'dashboard-activity-feed',
  'dashboard-activity-toggle',
] as const

/** The ids the testing guide lists (each is on the page once a search has found something). */
export const SEARCH_GUIDE_TEST_IDS = ['search-page', 'search-form', 'search-input', 'search-submit-button', 'search-submit-hint'] as const

/** The ids the testing guide lists (each is on the page with the seed's data). */
export const CALENDAR_GUIDE_TEST_IDS = [
  'calendar-page',
  'calendar-month-label',
  'calendar-prev-button',
  'calendar-today-button',
  'calendar-next-button',
  'calendar-add-button',
  'calendar-grid',
  'calendar-weekday-0',
  'calendar-panel',
  'calendar-panel-title',
  'calendar-panel-add-button',
] as const

/** The ids the testing guide lists (each is on the page once the board has loaded). */
export const KANBAN_GUIDE_TEST_IDS = ['kanban-page', 'kanban-board', 'kanban-board-title', 'kanban-template-select', 'kanban-template-apply-button'] as const

/** The ids the testing guide lists (each is on the page in its first state, with a message sent). */
export const CHAT_GUIDE_TEST_IDS = [
  'chat-page',
  'chat-channels',
  'chat-channel-general',
  'chat-channel-qa-automation',
  'chat-channel-random',
  'chat-channel-dm-minji',
  'chat-status-select',
  'chat-status-current',
  'chat-conversation-title',
  'chat-messages',
  'chat-message-input',
  'chat-send-button',
  'chat-send-hint',
  'chat-clear-button',
  'chat-live-region',
] as const
