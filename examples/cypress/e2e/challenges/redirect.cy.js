describe('redirect', () => {
  it('redirect', () => {
    // #region example
    cy.visit('/challenges/redirect')
    cy.get('[data-testid="challenge-redirect-link"]').click()
    // the router redirects: should() retries until the address is the final one
    cy.location('pathname').should('eq', '/challenges/status-codes')
    cy.get('[data-testid="challenge-page"]').should('have.attr', 'data-slug', 'status-codes')
    // #endregion
  })
})
