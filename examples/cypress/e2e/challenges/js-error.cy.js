describe('js-error', () => {
  it('js-error', () => {
    // #region example
    cy.visit('/challenges/js-error')
    // cy.on registers at once, before the queued visit runs: the expected error does not fail the test
    cy.on('uncaught:exception', (err) => {
      expect(err.message).to.include("reading 'xyz'")
      return false
    })
    cy.get('[data-testid="challenge-error"]').should('be.visible') // the rest of the page still works
    cy.get('[data-testid="challenge-back"]').click()
    cy.location('pathname').should('eq', '/challenges')
    // #endregion
  })
})
