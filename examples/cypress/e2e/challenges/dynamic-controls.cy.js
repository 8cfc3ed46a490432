describe('dynamic-controls', () => {
  it('dynamic-controls', () => {
    // #region example
    cy.visit('/challenges/dynamic-controls')
    cy.contains('button', 'Remove').click()
    cy.get('[data-testid=challenge-dynamic-controls-checkbox]').should('not.exist')
    cy.contains('button', 'Enable').click()
    cy.get('[data-testid=challenge-dynamic-controls-input]').should('be.enabled').type('hello')
    // #endregion
  })
})
