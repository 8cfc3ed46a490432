describe('context-menu', () => {
  it('context-menu', () => {
    // #region example
    cy.visit('/challenges/context-menu')
    cy.get('[data-testid="challenge-context-menu-hotspot"]').rightclick()
    cy.contains('[role="menuitem"]', 'Share').click()
    cy.get('[data-testid="challenge-context-menu-result"]').should('have.text', 'You chose: Share')
    // With the native alert on, Cypress accepts window.alert by itself; listen to check its text:
    cy.on('window:alert', (text) => expect(text).to.equal('You selected a context menu'))
    // #endregion
  })
})
