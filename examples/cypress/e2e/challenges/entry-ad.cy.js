describe('entry-ad', () => {
  it('entry-ad', () => {
    // #region example
    cy.visit('/challenges/entry-ad')
    cy.get('[role=dialog]').should('be.visible').contains('button', 'Close').click()
    cy.get('[role=dialog]').should('not.exist')
    // #endregion
  })
})
