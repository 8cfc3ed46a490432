describe('upload', () => {
  it('upload', () => {
    // #region example
    cy.visit('/challenges/upload')
    // selectFile sets the input's files (never click a file input: that opens the system dialog)
    cy.get('[data-testid="challenge-upload-input"]').selectFile({
      contents: Cypress.Buffer.from('%PDF-1.4\n%%EOF\n'),
      fileName: 'notes.pdf',
      mimeType: 'application/pdf',
    })
    // or a file of the project, dropped: cy.get('[data-testid="challenge-upload-drop-zone"]').selectFile('cypress/fixtures/notes.pdf', { action: 'drag-drop' })
    cy.get('[data-testid="challenge-upload-submit-button"]').click()
    cy.get('[data-testid="challenge-upload-result"]').should('contain', 'notes.pdf')
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
