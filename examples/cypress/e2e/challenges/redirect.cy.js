describe('redirect', () => {
  it('redirect', () => {
    // #region example
    cy.visit('/challenges/redirect')
    cy.get('[data-testid="challenge-redirect-link"]').click()
    cy.location('pathname').should('eq', '/challenges/status-codes')
    // #endregion
  })
})
