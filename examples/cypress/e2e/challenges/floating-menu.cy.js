describe('floating-menu', () => {
  it('floating-menu', () => {
    // #region example
    cy.visit('/challenges/floating-menu')
    cy.get('[data-testid=challenge-floating-menu-menu]').as('menu').should('be.visible')
    cy.scrollTo(0, 1000) // down into the long text
    // 'be.visible' says nothing about where it is: the menu must sit at the top of the view
    cy.get('@menu').should(($m) => expect($m[0].getBoundingClientRect().top).to.be.within(0, 5))
    // Use each item: its section's heading must end up in view, below the menu (not under it)
    cy.get('@menu').find('a').each(($a) => {
      cy.wrap($a).click()
      cy.contains('main h3', $a.text()).should(($h) => {
        const top = $h[0].getBoundingClientRect().top
        expect(top).to.be.within(Cypress.$('[data-testid=challenge-floating-menu-menu]')[0].getBoundingClientRect().bottom, Cypress.config('viewportHeight'))
      })
    })
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
