describe('animated-button', () => {
  it('animated-button', () => {
    // #region example
    cy.visit('/challenges/animated-button')
    cy.get('[data-testid=challenge-animated-button-start-button]').click()
    cy.get('[data-testid=challenge-animated-button-target]', { timeout: 10000 }).should('not.have.class', 'spin').click()
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
