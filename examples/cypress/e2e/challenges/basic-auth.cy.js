describe('basic-auth', () => {
  it('basic-auth', () => {
    // #region example
    cy.visit('/challenges/basic-auth')
    // The sandbox page sends the Authorization header from its form:
    cy.get('[data-testid="challenge-basic-auth-username-input"]').type('admin')
    cy.get('[data-testid="challenge-basic-auth-password-input"]').type('admin')
    cy.get('[data-testid="challenge-basic-auth-submit-button"]').click()
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // With the practice server (npm run start:network), send the credentials yourself:
    //   cy.request({ url: '/api/v1/challenges/basic-auth', auth: { username: 'admin', password: 'admin' } }).its('status').should('eq', 200)
    // #endregion
  })
})
