describe('download', () => {
  it('download', () => {
    // #region example
    cy.visit('/challenges/download')
    cy.get('[data-testid="challenge-download-filename"]').invoke('text').then((name) => {
      cy.get('[data-testid="challenge-download-link"]').click()
      cy.readFile(`cypress/downloads/${name}`).should('contain', 'QA Playground download challenge')
    })
    // #endregion
  })
})
