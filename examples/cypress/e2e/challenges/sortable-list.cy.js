describe('sortable-list', () => {
  it('sortable-list', () => {
    // #region example
    cy.visit('/challenges/sortable-list')
    // dnd-kit listens to pointer and keyboard events: drive the keyboard sensor
    cy.get('[data-testid="challenge-sortable-list-item-ship"]').focus()
      .trigger('keydown', { code: 'Space', key: ' ' })
      .trigger('keydown', { code: 'ArrowUp', key: 'ArrowUp' })
      .trigger('keydown', { code: 'Space', key: ' ' })
    // #endregion
  })
})
