describe('large-dom', () => {
  it('large-dom', () => {
    // #region example
    cy.visit('/challenges/large-dom')
    cy.get('[data-testid="challenge-large-dom-table"] thead th').then(($th) => {
      const col = [...$th].findIndex((th) => th.textContent === 'Column 17')
      cy.contains('th', /^Row 23$/).parent('tr').find('td').eq(col).invoke('text').then((v) => {
        cy.get('[data-testid="challenge-large-dom-answer-input"]').type(v)
      })
    })
    // #endregion
  })
})
