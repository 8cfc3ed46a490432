describe('dynamic-controls', () => {
  it('dynamic-controls', () => {
    // #region example
    cy.visit('/challenges/dynamic-controls')
    cy.get('[data-testid=challenge-dynamic-controls-toggle-checkbox-button]').click()
    cy.get('[data-testid=challenge-dynamic-controls-checkbox]').should('not.exist')
    cy.get('[data-testid=challenge-dynamic-controls-toggle-input-button]').click()
    cy.get('[data-testid=challenge-dynamic-controls-input]').should('be.enabled').type('hello')
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
