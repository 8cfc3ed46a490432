describe('progress-bar', () => {
  it('progress-bar', () => {
    // #region example
    cy.visit('/challenges/progress-bar')
    cy.get('[data-testid=challenge-progress-bar-start-button]').click()
    // The assertion retries every few ms, unlike a loop of cy.wait
    cy.get('[data-testid=challenge-progress-bar-bar]', { timeout: 30000 }).should('have.attr', 'aria-valuenow', '75')
    cy.get('[data-testid=challenge-progress-bar-stop-button]').click()
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
