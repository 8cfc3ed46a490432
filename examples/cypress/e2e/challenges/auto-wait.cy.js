describe('auto-wait', () => {
  it('auto-wait', () => {
    // #region example
    cy.visit('/challenges/auto-wait')
    // Take one state away for 3 s: the target button is disabled meanwhile
    cy.get('[data-testid=challenge-auto-wait-state-enabled]').uncheck()
    cy.get('[data-testid=challenge-auto-wait-apply-3]').click()
    // Cypress retries until the button is enabled (defaultCommandTimeout 4 s; pass { timeout: 11000 } for 10 s)
    cy.get('[data-testid=challenge-auto-wait-target]').should('be.enabled').click()
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
