describe('typos', () => {
  it('typos', () => {
    // #region example
    cy.visit('/challenges/typos')
    cy.get('[data-testid=challenge-typos-line-2]').should('have.text', "Sometimes you'll see a typo, other times you won't.")
    // #endregion
  })
})
