describe('notifications', () => {
  it('notifications', () => {
    // #region example
    cy.visit('/challenges/notifications')
    // Click, read the new message, and click again until it is the success message (with a maximum)
    const clickUntilSuccess = (left) => {
      cy.get('[data-testid="challenge-notifications-load-button"]').click()
      cy.get('[data-testid="challenge-notifications-message"]').should('be.visible').invoke('attr', 'data-message').then((kind) => {
        if (kind !== 'success' && left > 0) clickUntilSuccess(left - 1)
      })
    }
    clickUntilSuccess(30)
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
