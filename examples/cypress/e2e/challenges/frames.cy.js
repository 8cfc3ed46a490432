describe('frames', () => {
  it('frames', () => {
    // #region example
    cy.visit('/challenges/frames')
    // Cypress has no frame command: wrap the frame document's body once it is loaded
    const body = (selector) => cy.get(selector).its('0.contentDocument.body').should('not.be.empty').then(cy.wrap)
    body('[data-testid="challenge-frames-top-frame"]').find('[name="frame-left"]').its('0.contentDocument.body').should('not.be.empty')
    cy.get('[data-testid="challenge-frames-target"]').invoke('text').then((phrase) => {
      body('[data-testid="challenge-frames-editor-frame"]').find('[data-testid="challenge-frames-editor"]').clear().type(phrase)
      cy.get('[data-testid="challenge-frames-submit-button"]').click()
    })
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
