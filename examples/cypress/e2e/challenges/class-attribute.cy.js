describe('class-attribute', () => {
  it('class-attribute', () => {
    // #region example
    cy.visit('/challenges/class-attribute')
    // A class selector matches whatever the order of the classes; never compare the whole attribute
    cy.get('button.btn-primary').click()
    cy.get('[data-testid="challenge-class-attribute-status"]').should('have.attr', 'data-solved', 'true')
    // #endregion
  })
})
