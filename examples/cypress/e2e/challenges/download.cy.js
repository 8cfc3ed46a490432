describe('download', () => {
  it('download', () => {
    // #region example
    cy.visit('/challenges/download')
    cy.get('[data-testid="challenge-download-filename"]').invoke('text').then((name) => {
      cy.get('[data-testid="challenge-download-link"]').click()
      cy.get('[data-testid="challenge-download-last-line"]').invoke('text').then((lastLine) => {
        // Cypress saves downloads in cypress/downloads; readFile retries until the file is there
        cy.readFile(`cypress/downloads/${name}`).should('contain', lastLine)
      })
    })
    // #endregion
  })
})
