describe('horizontal-slider', () => {
  it('horizontal-slider', () => {
    // #region example
    cy.visit('/challenges/horizontal-slider')
    cy.get('[data-testid="challenge-horizontal-slider-target"]').invoke('text').then((goal) => {
      const [value] = /\d(\.5)?/.exec(goal) // the goal names the value (drawn from the seed)
      cy.get('[data-testid="challenge-horizontal-slider-input"]').then(($slider) => {
        // React keeps its own copy of the value: invoke('val') alone is ignored. Use the input's
        // own setter, then fire the input event React listens to.
        const slider = $slider[0]
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(slider), 'value').set.call(slider, value)
        slider.dispatchEvent(new Event('input', { bubbles: true }))
      })
      cy.get('[data-testid="challenge-horizontal-slider-value"]').should('have.text', value)
    })
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
