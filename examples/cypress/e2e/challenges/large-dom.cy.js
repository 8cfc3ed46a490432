describe('large-dom', () => {
  it('large-dom', () => {
    // #region example
    cy.visit('/challenges/large-dom')
    // The task names a row header and a column header (seeded): read both from it
    cy.get('[data-testid="challenge-large-dom-task"]').invoke('text').then((task) => {
      const [, rowName, colName] = task.match(/(\S+ \d+), (\S+ \d+)/)
      // The column's index from the header row in one .then(), then the row by its header cell
      cy.get('[data-testid="challenge-large-dom-table"] thead th').then(($th) => {
        const col = [...$th].findIndex((th) => th.textContent === colName)
        cy.get('[data-testid="challenge-large-dom-table"] tbody th').contains(new RegExp(`^${rowName}$`))
          .parent('tr').find('td').eq(col).invoke('text')
          .then((value) => cy.get('[data-testid="challenge-large-dom-answer-input"]').type(value))
      })
    })
    cy.get('[data-testid="challenge-large-dom-check-button"]').click()
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
