describe('dynamic-loading', () => {
  it('dynamic-loading', () => {
    // #region example
    cy.visit('/challenges/dynamic-loading')
    cy.get('[data-testid=challenge-dynamic-loading-1-start-button]').click()
    cy.get('[data-testid=challenge-dynamic-loading-2-start-button]').click()
    // should('exist') passes too early in example 1: its heading is present, only hidden
    cy.get('[data-testid=challenge-dynamic-loading-1-finish]', { timeout: 10000 }).should('be.visible')
    cy.get('[data-testid=challenge-dynamic-loading-2-finish]', { timeout: 10000 }).should('be.visible')
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
