describe('hovers', () => {
  it('hovers', () => {
    // #region example
    cy.visit('/challenges/hovers')
    cy.get('[data-testid="challenge-hovers-target"]').invoke('text').then((goal) => {
      const [, n] = /user(\d)/.exec(goal) // the goal names the user (drawn from the seed)
      // Cypress has no real hover: show the caption through focus (the page reveals it on :focus-within)
      cy.get(`[data-testid="challenge-hovers-figure-${n}"]`).focus()
      cy.get(`[data-testid="challenge-hovers-link-${n}"]`).should('be.visible').click()
    })
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
