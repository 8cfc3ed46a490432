describe('basic-auth', () => {
  it('basic-auth', () => {
    // #region example
    cy.visit('/challenges/basic-auth')
    cy.request({ url: '/api/v1/challenges/basic-auth', auth: { username: 'admin', password: 'admin' } }).its('status').should('eq', 200)
    // #endregion
  })
})
