describe('frames', () => {
  it('frames', () => {
    // #region example
    cy.visit('/challenges/frames')
    const body = (testId) => cy.get(`[data-testid="${testId}"]`).its('0.contentDocument.body').should('not.be.empty').then(cy.wrap)
    body('challenge-frames-top-frame').find('[name="frame-left"]').its('0.contentDocument.body').should('contain.text', 'LEFT')
    cy.get('[data-testid="challenge-frames-target"]').invoke('text').then((phrase) => {
      body('challenge-frames-editor-frame').find('[data-testid="challenge-frames-editor"]').clear().type(phrase)
      cy.get('[data-testid="challenge-frames-submit-button"]').click()
      cy.get('[data-testid="challenge-frames-result"]').should('contain.text', phrase)
    })
    // #endregion
  })
})
