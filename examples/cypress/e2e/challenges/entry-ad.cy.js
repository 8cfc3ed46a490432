describe('entry-ad', () => {
  it('entry-ad', () => {
    // #region example
    cy.visit('/challenges/entry-ad')
    // The ad opens a moment after load: the assertion retries until it is there
    cy.get('[role=dialog]').should('be.visible')
    cy.get('[data-testid=challenge-entry-ad-close-button]').click() // the footer's button (the ✕ has the same name)
    cy.get('[role=dialog]').should('not.exist')
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
