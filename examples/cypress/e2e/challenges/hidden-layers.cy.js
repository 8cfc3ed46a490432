describe('hidden-layers', () => {
  it('hidden-layers', () => {
    // #region example
    cy.visit('/challenges/hidden-layers')
    cy.get('[data-testid="challenge-hidden-layers-green-button"]').click()
    // a second .click() fails with "is being covered by another element" (that is the check);
    // { force: true } would click through the layer
    cy.get('[data-testid="challenge-hidden-layers-blue-button"]').click()
    // #endregion
  })
})
