// A small Cypress suite to measure with `npm run kill-score` (README "Kill score"); the same two
// checks as examples/kill-score/playwright/suite.spec.ts. Not executed by CI (no Cypress binary).
// #region example
describe('kill-score example suite', () => {
  it('the counter counts up and down by one', () => {
    cy.visit('/login?lng=en')
    cy.get('[data-testid="login-email-input"]').type('demo@example.com')
    cy.get('[data-testid="login-password-input"]').type('Demo1234!')
    cy.get('[data-testid="login-submit-button"]').click()
    cy.location('pathname').should('eq', '/dashboard')

    cy.visit('/playground')
    cy.get('[data-testid="playground-counter-increment"]').click()
    cy.get('[data-testid="playground-counter-increment"]').click()
    cy.get('[data-testid="playground-counter-decrement"]').click()
    cy.get('[data-testid="playground-counter-value"]').should('have.text', '1')
  })

  it('a wrong password is refused with 401', () => {
    cy.request({ method: 'POST', url: '/api/v1/auth/login', body: { email: 'demo@example.com', password: 'Wrong1234!' }, failOnStatusCode: false }).then((response) => {
      expect(response.status).to.eq(401)
      expect(response.body).to.deep.equal({ detail: 'Incorrect email or password' })
    })
  })
})
// #endregion
