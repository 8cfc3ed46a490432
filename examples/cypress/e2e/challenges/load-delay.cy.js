describe('load-delay', () => {
  it('load-delay', () => {
    // #region example
    cy.visit('/challenges/load-delay')
    cy.intercept('GET', '**/challenges/waiting/load-delay*').as('load')
    cy.visit('/challenges/load-delay?delay=1000')
    cy.wait('@load')
    cy.contains('button', 'Button Appearing After Delay').click()
    // #endregion
  })
})
