describe('dynamic-id', () => {
  it('dynamic-id', () => {
    // #region example
    cy.visit('/challenges/dynamic-id')
    cy.contains('button', 'Button with dynamic ID').click()
    cy.get('[data-testid="challenge-dynamic-id-status"]').should('have.attr', 'data-solved', 'true')
    // #endregion
  })
})
