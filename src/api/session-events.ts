/** How the HTTP client tells the app that the session ended (a failed refresh). Tiny on purpose: the shell imports it. */
let onSessionExpired: () => void = () => {}

/** The app decides what an ended session means (clear state, toast, go to /login). */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler
}

export function sessionExpired(): void {
  onSessionExpired()
}
