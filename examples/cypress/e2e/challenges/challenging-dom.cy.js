describe('challenging-dom', () => {
  it('challenging-dom', () => {
    // #region example
    cy.visit('/challenges/challenging-dom')
    cy.contains('td', /^Phaedrum4$/).parent('tr').contains('button', 'edit').click()
    cy.get('.button.alert').click() // the label changes, the class stays
    // #endregion
  })
})
