describe('client-delay', () => {
  it('client-delay', () => {
    // #region example
    cy.visit('/challenges/client-delay?delay=2000') // ?delay= shortens the 15 s default
    cy.get('[data-testid=challenge-client-delay-trigger-button]').click()
    // Retry the query with a timeout longer than the delay; never cy.wait(15000)
    cy.get('[data-testid=challenge-client-delay-result]', { timeout: 20000 }).should('be.visible').click()
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
