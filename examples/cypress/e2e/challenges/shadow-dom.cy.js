describe('shadow-dom', () => {
  it('shadow-dom', () => {
    // #region example
    cy.visit('/challenges/shadow-dom')
    // Cypress does not pierce shadow roots unless asked: .shadow() at each host, or { includeShadowDom: true }
    cy.get('[data-testid="challenge-shadow-dom-outer-host"]').shadow()
      .find('[data-testid="challenge-shadow-dom-inner-host"]').shadow()
      .find('[data-testid="challenge-shadow-dom-generate-button"]').click()
    cy.get('[data-testid="challenge-shadow-dom-guid-input"]', { includeShadowDom: true })
      .should('not.have.value', '')
      .invoke('val')
      .then((guid) => cy.get('[data-testid="challenge-shadow-dom-answer-input"]').type(guid))
    cy.get('[data-testid="challenge-shadow-dom-check-button"]').click()
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
