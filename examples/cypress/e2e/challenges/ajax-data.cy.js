describe('ajax-data', () => {
  it('ajax-data', () => {
    // #region example
    cy.visit('/challenges/ajax-data')
    cy.intercept('GET', '**/challenges/waiting/ajax-data*').as('data')
    cy.visit('/challenges/ajax-data?delay=1000')
    cy.contains('button', 'Button Triggering AJAX Request').click()
    cy.wait('@data', { responseTimeout: 20000 })
    cy.get('[data-testid=challenge-ajax-data-result]').should('have.length', 1)
    // #endregion
  })
})
