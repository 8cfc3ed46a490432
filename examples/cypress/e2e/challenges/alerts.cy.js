describe('alerts', () => {
  it('alerts', () => {
    // #region example
    cy.visit('/challenges/alerts')
    cy.get('[data-testid="challenge-alerts-word"]').invoke('text').then((word) => {
      cy.on('window:confirm', () => false) // answer Cancel (Cypress answers OK by itself)
      cy.window().then((win) => cy.stub(win, 'prompt').returns(word)) // the prompt's answer
      cy.get('[data-testid="challenge-alerts-alert-button"]').click() // alerts are accepted by Cypress
      cy.get('[data-testid="challenge-alerts-confirm-button"]').click()
      cy.get('[data-testid="challenge-alerts-prompt-button"]').click()
    })
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
