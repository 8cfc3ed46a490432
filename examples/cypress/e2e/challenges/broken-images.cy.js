describe('broken-images', () => {
  it('broken-images', () => {
    // #region example
    cy.visit('/challenges/broken-images')
    cy.get('[data-testid=challenge-broken-images-images] img')
      .then(($imgs) => [...$imgs].filter((i) => i.naturalWidth === 0).length)
    // #endregion
  })
})
