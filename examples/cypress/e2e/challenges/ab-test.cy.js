describe('ab-test', () => {
  it('ab-test', () => {
    // #region example
    cy.visit('/challenges/ab-test')
    cy.setCookie('qa_ab_optout', 'true')
    cy.visit('/challenges/ab-test')
    cy.contains('h3', 'No A/B Test')
    // #endregion
  })
})
