describe('double-click', () => {
  it('double-click', () => {
    // #region example
    cy.visit('/challenges/double-click')
    cy.get('[data-testid="challenge-double-click-button"]').dblclick()
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
