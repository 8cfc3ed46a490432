describe('js-error', () => {
  it('js-error', () => {
    // #region example
    cy.visit('/challenges/js-error')
    cy.on('uncaught:exception', (err) => {
      expect(err.message).to.include("reading 'xyz'")
      return false // expected: do not fail the test
    })
    cy.visit('/challenges/js-error')
    cy.get('[data-testid="challenge-back"]').click()
    // #endregion
  })
})
