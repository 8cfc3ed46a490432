describe('progress-bar', () => {
  it('progress-bar', () => {
    // #region example
    cy.visit('/challenges/progress-bar')
    cy.contains('button', 'Start').click()
    cy.get('[data-testid=challenge-progress-bar-bar]', { timeout: 20000 }).should('have.attr', 'aria-valuenow', '75')
    cy.contains('button', 'Stop').click()
    // #endregion
  })
})
