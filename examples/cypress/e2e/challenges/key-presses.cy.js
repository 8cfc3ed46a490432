describe('key-presses', () => {
  it('key-presses', () => {
    // #region example
    cy.visit('/challenges/key-presses')
    // type() names keys in braces; cy.realPress (cypress-real-events) for real Tab
    cy.get('[data-testid="challenge-key-presses-input"]').type('{shift}K')
    cy.get('[data-testid="challenge-key-presses-input"]').type('{enter}')
    cy.get('[data-testid="challenge-key-presses-result"]').should('have.text', 'You entered: Enter')
    // #endregion
  })
})
