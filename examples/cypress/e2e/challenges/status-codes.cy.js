describe('status-codes', () => {
  it('status-codes', () => {
    // #region example
    cy.visit('/challenges/status-codes')
    for (const code of ['200', '301', '404', '500']) {
      cy.get(`[data-testid="challenge-status-codes-${code}-button"]`).click()
      cy.get('[data-testid="challenge-status-codes-message"]').should('contain', code)
    }
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // The HTTP answer itself needs network mode (npm run start:network): the sandbox's service worker
    // answers before cy.intercept sees the request.
    //   cy.intercept('GET', '**/challenges/status-codes/*').as('page')
    //   cy.get('[data-testid="challenge-status-codes-404-button"]').click()
    //   cy.wait('@page').its('response.statusCode').should('eq', 404)
    // #endregion
  })
})
