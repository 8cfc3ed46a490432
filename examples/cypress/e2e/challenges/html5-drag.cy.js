describe('html5-drag', () => {
  it('html5-drag', () => {
    // #region example
    cy.visit('/challenges/html5-drag')
    // trigger the drag events with one shared DataTransfer
    const dataTransfer = new DataTransfer()
    cy.get('[data-testid="challenge-html5-drag-column-a"]').trigger('dragstart', { dataTransfer })
    cy.get('[data-testid="challenge-html5-drag-column-b"]').trigger('dragover', { dataTransfer }).trigger('drop', { dataTransfer })
    cy.get('[data-testid="challenge-html5-drag-column-a"]').trigger('dragend', { dataTransfer })
    cy.get('[data-testid="challenge-html5-drag-header-a"]').should('have.text', 'B')
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
