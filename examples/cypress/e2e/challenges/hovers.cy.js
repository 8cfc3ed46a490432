describe('hovers', () => {
  it('hovers', () => {
    // #region example
    cy.visit('/challenges/hovers')
    // Cypress has no real hover: show the caption through focus (the page reveals it on :focus-within)
    cy.get('[data-testid="challenge-hovers-figure-2"]').focus()
    cy.get('[data-testid="challenge-hovers-link-2"]').should('be.visible').click()
    cy.get('[data-testid="challenge-hovers-result"]').should('have.text', 'Opened the profile of user2')
    // #endregion
  })
})
