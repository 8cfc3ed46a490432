describe('upload', () => {
  it('upload', () => {
    // #region example
    cy.visit('/challenges/upload')
    cy.get('[data-testid="challenge-upload-input"]').selectFile('cypress/fixtures/pixel.png')
    // or: cy.get('[data-testid="challenge-upload-drop-zone"]').selectFile('cypress/fixtures/pixel.png', { action: 'drag-drop' })
    cy.contains('button', 'Upload').click()
    cy.get('[data-testid="challenge-upload-result"]').should('contain', 'Uploaded: pixel.png')
    // #endregion
  })
})
