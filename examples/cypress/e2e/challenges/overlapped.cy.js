describe('overlapped', () => {
  it('overlapped', () => {
    // #region example
    cy.visit('/challenges/overlapped')
    cy.get('[data-testid="challenge-overlapped-target"]').invoke('text').then((goal) => {
      const [, name] = /"(.+)"/.exec(goal) // the name to type, in quotes (drawn from the seed)
      // never { force: true }: it types into a field a user cannot reach
      cy.get('[data-testid="challenge-overlapped-name-input"]').scrollIntoView().type(name)
    })
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
