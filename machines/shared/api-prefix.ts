/** Every API path sits under this prefix (docs/spec/1-shell-and-accounts.md §7). Kept apart from the zod contracts so the app shell does not load zod. */
export const API_PREFIX = '/api/v1'
