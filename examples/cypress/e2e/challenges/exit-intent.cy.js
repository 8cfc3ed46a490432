describe('exit-intent', () => {
  it('exit-intent', () => {
    // #region example
    cy.visit('/challenges/exit-intent')
    cy.get('html').trigger('mouseleave', { clientY: -1 })
    cy.get('[role=dialog]').should('be.visible')
    // #endregion
  })
})
