describe('sortable-tables', () => {
  it('sortable-tables', () => {
    // #region example
    cy.visit('/challenges/sortable-tables')
    cy.contains('table', 'Example 2').as('t')
    cy.get('@t').contains('button', 'Due').click().click()
    cy.get('@t').contains('th', 'Due').should('have.attr', 'aria-sort', 'descending')
    // #endregion
  })
})
