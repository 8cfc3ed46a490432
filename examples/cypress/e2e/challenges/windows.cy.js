describe('windows', () => {
  it('windows', () => {
    // #region example
    cy.visit('/challenges/windows')
    // Cypress drives one tab: check that the link opens a new one, then open its page in this tab
    cy.get('[data-testid="challenge-windows-link"]').should('have.attr', 'target', '_blank')
    cy.get('[data-testid="challenge-windows-link"]').invoke('removeAttr', 'target').click()
    cy.get('[data-testid="challenge-windows-new-heading"]').should('be.visible')
    cy.get('[data-testid="challenge-windows-report-button"]').click()
    // the first window is gone (this tab replaced it), so only the new page's answer can be checked
    cy.get('[data-testid="challenge-windows-report-result"]').should('not.be.empty')
    // #endregion
  })
})
