describe('context-menu', () => {
  it('context-menu', () => {
    // #region example
    cy.visit('/challenges/context-menu')
    cy.get('[data-testid="challenge-context-menu-target"]').invoke('text').then((goal) => {
      const [, item] = /"(.+)"/.exec(goal) // the item, in quotes (in the page's language)
      cy.get('[data-testid="challenge-context-menu-hotspot"]').rightclick()
      cy.get('[role="menuitem"]').contains(item).click()
    })
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // With the native alert on, Cypress accepts window.alert by itself; listen to check its text:
    //   cy.on('window:alert', (text) => expect(text).to.be.a('string'))
    // #endregion
  })
})
