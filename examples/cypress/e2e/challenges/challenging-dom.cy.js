describe('challenging-dom', () => {
  it('challenging-dom', () => {
    // #region example
    cy.visit('/challenges/challenging-dom')
    // The task names the row (seeded): read the Diceret value from it
    cy.get('[data-testid="challenge-challenging-dom-task"]').invoke('text').then((task) => {
      const value = task.match(/Phaedrum\d/)[0]
      cy.contains('td', new RegExp(`^${value}$`)).parent('tr').contains('button', 'edit').click()
    })
    // The three buttons: by their stable class (cy.get('.button.alert')), never by label or id
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
