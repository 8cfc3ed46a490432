describe('horizontal-slider', () => {
  it('horizontal-slider', () => {
    // #region example
    cy.visit('/challenges/horizontal-slider')
    // invoke('val') alone does not fire React's onChange: trigger input after it
    cy.get('[data-testid="challenge-horizontal-slider-input"]').invoke('val', 3.5).trigger('input')
    cy.get('[data-testid="challenge-horizontal-slider-value"]').should('have.text', '3.5')
    // #endregion
  })
})
