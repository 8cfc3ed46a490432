/** The sandbox's demo accounts (README, login page, graph models). */
export const DEMO_ACCOUNTS = [
  { email: 'demo@example.com', password: 'Demo1234!', role: 'user', name: 'Demo User', id: 1 },
  { email: 'admin@example.com', password: 'Admin1234!', role: 'admin', name: 'Admin User', id: 2 },
  { email: 'terms@example.com', password: 'Terms1234!', role: 'user', name: 'Terms Pending', id: 3, mustAcceptTerms: true },
] as const
