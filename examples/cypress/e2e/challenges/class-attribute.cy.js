describe('class-attribute', () => {
  it('class-attribute', () => {
    // #region example
    cy.visit('/challenges/class-attribute')
    cy.get('button.btn-primary').click()
    // #endregion
  })
})
