describe('dynamic-loading', () => {
  it('dynamic-loading', () => {
    // #region example
    cy.visit('/challenges/dynamic-loading')
    cy.get('[data-testid=challenge-dynamic-loading-1-start-button]').click()
    cy.get('[data-testid=challenge-dynamic-loading-1-finish]', { timeout: 10000 }).should('be.visible')
    // #endregion
  })
})
