describe('ab-test', () => {
  it('ab-test', () => {
    // #region example
    cy.visit('/challenges/ab-test')
    cy.get('[data-testid=challenge-ab-test-heading]').should('have.attr', 'data-variant').and('match', /^[ab]$/) // A or B, drawn per load
    // The opt-out cookie only counts when it is there at load: set it, then load again
    cy.setCookie('qa_ab_optout', 'true')
    cy.reload()
    cy.get('[data-testid=challenge-ab-test-heading]').should('have.attr', 'data-variant', 'none') // "No A/B Test"
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
