describe('load-delay', () => {
  it('load-delay', () => {
    // #region example
    cy.intercept('GET', '**/challenges/waiting/load-delay*').as('load')
    cy.visit('/challenges/load-delay?delay=1000') // ?delay= is forwarded to the request
    cy.wait('@load')
    cy.get('[data-testid=challenge-load-delay-button]').click()
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
