describe('shifting-content', () => {
  it('shifting-content', () => {
    // #region example
    cy.visit('/challenges/shifting-content')
    cy.visit('/challenges/shifting-content?mode=random&seed=4242')
    cy.get('[data-testid=challenge-shifting-content-menu]').contains('button', 'Gallery').click()
    // #endregion
  })
})
