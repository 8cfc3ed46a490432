describe('hidden-layers', () => {
  it('hidden-layers', () => {
    // #region example
    cy.visit('/challenges/hidden-layers')
    cy.get('[data-testid="challenge-hidden-layers-green-button"]').click()
    // A second .click() on green would fail ("is being covered by another element"), and
    // { force: true } would click through the layer: check what is on top at green's centre instead
    cy.get('[data-testid="challenge-hidden-layers-green-button"]').then(($green) => {
      const box = $green[0].getBoundingClientRect()
      cy.document().then((doc) => doc.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2).closest('button'))
        .should('have.attr', 'data-testid', 'challenge-hidden-layers-blue-button')
    })
    cy.get('[data-testid="challenge-hidden-layers-blue-button"]').click()
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
