describe('scroll-to-click', () => {
  it('scroll-to-click', () => {
    // #region example
    cy.visit('/challenges/scroll-to-click')
    // scrollIntoView() scrolls the page and the box (click() would too; scrolling first makes videos clearer)
    cy.get('[data-testid="challenge-scroll-to-click-button"]').scrollIntoView().click()
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
