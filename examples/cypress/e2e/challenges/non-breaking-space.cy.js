describe('non-breaking-space', () => {
  it('non-breaking-space', () => {
    // #region example
    cy.visit('/challenges/non-breaking-space')
    // cy.contains() normalises whitespace by default; an exact [text] selector would not
    cy.contains('button', 'My Button').click()
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
