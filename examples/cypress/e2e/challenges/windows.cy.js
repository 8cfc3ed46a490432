describe('windows', () => {
  it('windows', () => {
    // #region example
    cy.visit('/challenges/windows')
    // Cypress drives one tab: open the link's page in the same tab instead
    cy.get('[data-testid="challenge-windows-link"]').invoke('removeAttr', 'target').click()
    cy.contains('h2', 'New Window').should('be.visible')
    cy.get('[data-testid="challenge-windows-report-button"]').click()
    // #endregion
  })
})
