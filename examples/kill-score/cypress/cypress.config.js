// The Cypress example suite for `npm run kill-score` (README "Kill score"). Cypress is not a
// dependency of this project and is not run by its CI (its binary cannot be installed there):
// install it where you practise (`npm i -D cypress`), then from the repository root:
//   npm run kill-score -- --cmd "npx cypress run --project examples/kill-score/cypress" --bugs …
// kill-score gives the server's address in CYPRESS_BASE_URL, which Cypress reads as baseUrl.
import { defineConfig } from 'cypress'

export default defineConfig({
  e2e: {
    baseUrl: 'http://localhost:8080',
    specPattern: 'e2e/**/*.cy.js',
    supportFile: false,
  },
})
