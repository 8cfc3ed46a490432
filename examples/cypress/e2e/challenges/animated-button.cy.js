describe('animated-button', () => {
  it('animated-button', () => {
    // #region example
    cy.visit('/challenges/animated-button')
    cy.contains('button', 'Start Animation').click()
    cy.get('[data-testid=challenge-animated-button-target]', { timeout: 10000 }).should('not.have.class', 'spin').click()
    // #endregion
  })
})
