describe('infinite-scroll', () => {
  it('infinite-scroll', () => {
    // #region example
    cy.visit('/challenges/infinite-scroll')
    const more = (n) => cy.get('[data-testid=challenge-infinite-scroll-paragraph]').then(($p) => {
      if ($p.length >= 20) return
      cy.wrap($p.last()).scrollIntoView()
      cy.get('[data-testid=challenge-infinite-scroll-paragraph]').should('have.length.greaterThan', $p.length).then(() => more())
    })
    more()
    // #endregion
  })
})
