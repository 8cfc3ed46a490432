describe('auto-wait', () => {
  it('auto-wait', () => {
    // #region example
    cy.visit('/challenges/auto-wait')
    cy.get('[data-testid=challenge-auto-wait-state-enabled]').uncheck()
    cy.contains('button', 'Apply 3 s').click()
    cy.get('[data-testid=challenge-auto-wait-target]', { timeout: 5000 }).should('be.enabled').click()
    cy.get('[data-testid=challenge-auto-wait-status]').should('have.text', 'Button clicked')
    // #endregion
  })
})
