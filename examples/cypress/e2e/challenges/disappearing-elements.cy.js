describe('disappearing-elements', () => {
  it('disappearing-elements', () => {
    // #region example
    cy.visit('/challenges/disappearing-elements')
    const openGallery = (tries = 10) => cy.get('[data-testid=challenge-disappearing-elements-menu]').then(($nav) => {
      if ($nav.find('[data-testid=challenge-disappearing-elements-item-gallery]').length) return cy.contains('button', 'Gallery').click()
      if (tries === 0) throw new Error('no Gallery in 10 loads')
      cy.contains('button', 'Reload with the next seed').click()
      return openGallery(tries - 1)
    })
    openGallery()
    // #endregion
  })
})
