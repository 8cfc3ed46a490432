describe('dynamic-table', () => {
  it('dynamic-table', () => {
    // #region example
    cy.visit('/challenges/dynamic-table')
    cy.get('[role=columnheader]').then(($h) => {
      const col = [...$h].findIndex((h) => h.innerText === 'CPU')
      cy.contains('[role=row]', 'Chrome').find('[role=cell]').eq(col - 1).invoke('text')
        .then((cpu) => cy.get('[data-testid=challenge-dynamic-table-label]').should('have.text', `Chrome CPU: ${cpu}`))
    })
    // #endregion
  })
})
