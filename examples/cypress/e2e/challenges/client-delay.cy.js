describe('client-delay', () => {
  it('client-delay', () => {
    // #region example
    cy.visit('/challenges/client-delay')
    cy.visit('/challenges/client-delay?delay=2000')
    cy.contains('button', 'Button Triggering Client Side Logic').click()
    cy.get('[data-testid=challenge-client-delay-result]', { timeout: 20000 }).should('be.visible').click()
    // #endregion
  })
})
