describe('alerts', () => {
  it('alerts', () => {
    // #region example
    cy.visit('/challenges/alerts')
    cy.get('[data-testid="challenge-alerts-word"]').invoke('text').then((word) => {
      cy.get('[data-testid="challenge-alerts-alert-button"]').click() // alerts are accepted by Cypress
      cy.on('window:confirm', () => false) // answer Cancel
      cy.get('[data-testid="challenge-alerts-confirm-button"]').click()
      cy.window().then((win) => cy.stub(win, 'prompt').returns(word))
      cy.get('[data-testid="challenge-alerts-prompt-button"]').click()
      cy.get('[data-testid="challenge-alerts-result"]').should('have.text', `You entered: ${word}`)
    })
    // #endregion
  })
})
