describe('scroll-to-click', () => {
  it('scroll-to-click', () => {
    // #region example
    cy.visit('/challenges/scroll-to-click')
    cy.get('[data-testid="challenge-scroll-to-click-button"]').scrollIntoView().click()
    cy.get('[data-testid="challenge-scroll-to-click-result"]').should('contain', 'Clicked')
    // #endregion
  })
})
