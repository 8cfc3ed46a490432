describe('overlapped', () => {
  it('overlapped', () => {
    // #region example
    cy.visit('/challenges/overlapped')
    cy.get('[data-testid="challenge-overlapped-name-input"]').scrollIntoView().type('Grace Hopper')
    // never { force: true }: it types into a field a user cannot reach
    // #endregion
  })
})
