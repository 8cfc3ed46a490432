describe('shadow-dom', () => {
  it('shadow-dom', () => {
    // #region example
    cy.visit('/challenges/shadow-dom')
    // Cypress does not pierce shadow roots unless asked: .shadow() or includeShadowDom: true
    cy.get('[data-testid="challenge-shadow-dom-outer-host"]').shadow()
      .find('[data-testid="challenge-shadow-dom-inner-host"]').shadow()
      .find('[data-testid="challenge-shadow-dom-generate-button"]').click()
    cy.get('[data-testid="challenge-shadow-dom-generate-button"]', { includeShadowDom: true }).click()
    // #endregion
  })
})
