describe('infinite-scroll', () => {
  it('infinite-scroll', () => {
    // #region example
    cy.visit('/challenges/infinite-scroll')
    const more = () => cy.get('[data-testid=challenge-infinite-scroll-paragraph]').then(($p) => {
      if ($p.length >= 20) return
      cy.wrap($p.last()).scrollIntoView()
      cy.get('[data-testid=challenge-infinite-scroll-paragraph]').should('have.length.greaterThan', $p.length).then(() => more())
    })
    more()
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
