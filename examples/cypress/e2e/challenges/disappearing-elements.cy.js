describe('disappearing-elements', () => {
  it('disappearing-elements', () => {
    // #region example
    cy.visit('/challenges/disappearing-elements')
    // Decide synchronously in .then(): reload (a new seed) until Gallery is there, with a limit
    const openGallery = (tries = 10) => cy.get('[data-testid=challenge-disappearing-elements-menu]').then(($nav) => {
      if ($nav.find('[data-testid=challenge-disappearing-elements-item-gallery]').length) {
        return cy.get('[data-testid=challenge-disappearing-elements-item-gallery]').click()
      }
      if (tries === 0) throw new Error('no Gallery in 10 loads')
      cy.get('[data-testid=challenge-disappearing-elements-reload-button]').click()
      cy.wrap($nav).should('not.exist') // the reload replaced the page
      return openGallery(tries - 1)
    })
    openGallery()
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
