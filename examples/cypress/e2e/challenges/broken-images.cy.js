describe('broken-images', () => {
  it('broken-images', () => {
    // #region example
    cy.visit('/challenges/broken-images')
    // A broken image is visible like any other; only its naturalWidth is 0, once it has settled (complete)
    cy.get('[data-testid=challenge-broken-images-images] img')
      .should('have.length.greaterThan', 0)
      .and(($imgs) => expect([...$imgs].every((i) => i.complete)).to.equal(true))
      .then(($imgs) => {
        const broken = [...$imgs].filter((i) => i.naturalWidth === 0).length
        cy.get('[data-testid=challenge-broken-images-answer-input]').type(String(broken))
      })
    cy.get('[data-testid=challenge-broken-images-submit-button]').click()
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
