describe('no-test-ids', () => {
  it('no-test-ids', () => {
    // #region example
    cy.visit('/challenges/no-test-ids')
    cy.contains('td', 'Grace Hopper').parent('tr').within(() => {
      cy.contains('button', 'Delete').click()
    })
    // #endregion
  })
})
