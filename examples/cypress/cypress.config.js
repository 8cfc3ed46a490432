// Cypress against QA Playground in network mode (README: "Practising network interception").
// Start the app and the practice API on one origin first:  npm run start:network
// then, in this folder:  npx cypress run   (Cypress is not a dependency of this project:
// install it where you practise, e.g. `npm i -D cypress` in your own test project).
// This example is not executed by the project's CI (the Cypress binary cannot be installed
// there); tests/network/interception.spec.ts runs the same flow with Playwright.
import { defineConfig } from 'cypress'

export default defineConfig({
  e2e: {
    baseUrl: 'http://localhost:8080',
    specPattern: 'e2e/**/*.cy.js',
    supportFile: false,
  },
})
