describe('ajax-data', () => {
  it('ajax-data', () => {
    // #region example
    cy.intercept('GET', '**/challenges/waiting/ajax-data*').as('data')
    cy.visit('/challenges/ajax-data?delay=1000') // ?delay= shortens the 15 s default
    cy.get('[data-testid=challenge-ajax-data-trigger-button]').click()
    cy.wait('@data', { responseTimeout: 20000 })
    cy.get('[data-testid=challenge-ajax-data-result]').should('have.length', 1).click()
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
