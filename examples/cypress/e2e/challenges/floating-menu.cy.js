describe('floating-menu', () => {
  it('floating-menu', () => {
    // #region example
    cy.visit('/challenges/floating-menu')
    cy.scrollTo('bottom')
    cy.get('nav[aria-label=Sections]').then(($m) => expect($m[0].getBoundingClientRect().top).to.be.within(0, Cypress.config('viewportHeight')))
    // #endregion
  })
})
