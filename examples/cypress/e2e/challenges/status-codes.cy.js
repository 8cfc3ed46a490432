describe('status-codes', () => {
  it('status-codes', () => {
    // #region example
    cy.visit('/challenges/status-codes')
    // network mode (npm run start:network): cy.intercept sees requests the service worker does not answer
    cy.intercept('GET', '**/challenges/status-codes/*').as('page')
    cy.get('[data-testid="challenge-status-codes-500-button"]').click()
    cy.wait('@page').its('response.statusCode').should('eq', 500)
    // #endregion
  })
})
