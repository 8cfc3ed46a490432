describe('css-selector-puzzle', () => {
  it('css-selector-puzzle', () => {
    // #region example
    cy.visit('/challenges/css-selector-puzzle')
    cy.get('[data-testid="challenge-css-selector-puzzle-board"]').find('ul > li + li').should('have.length', 5)
    // #endregion
  })
})
