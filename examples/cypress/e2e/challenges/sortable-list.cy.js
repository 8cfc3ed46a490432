describe('sortable-list', () => {
  it('sortable-list', () => {
    // #region example
    cy.visit('/challenges/sortable-list')
    // dnd-kit listens to keyboard events (KeyboardEvent instances): drive its keyboard sensor
    const key = (code) => ({ eventConstructor: 'KeyboardEvent', code, key: code === 'Space' ? ' ' : code })
    cy.get('[data-testid="challenge-sortable-list-target-order"]').invoke('attr', 'data-order').then((order) => {
      // Put each step in its place, from the top
      order.split(',').forEach((step, place) => {
        cy.get('[data-testid="challenge-sortable-list-list"]').invoke('attr', 'data-order').then((now) => {
          const from = now.split(',').indexOf(step)
          if (from === place) return
          cy.get(`[data-testid="challenge-sortable-list-item-${step}"]`).focus().trigger('keydown', key('Space')) // pick up
          cy.get(`[data-testid="challenge-sortable-list-item-${step}"]`).should('have.attr', 'aria-pressed', 'true')
          for (let i = from; i > place; i--) cy.focused().trigger('keydown', key('ArrowUp')) // one place up
          cy.focused().trigger('keydown', key('Space')) // drop
          cy.get(`[data-testid="challenge-sortable-list-item-${step}"]`).should('have.attr', 'data-index', String(place))
        })
      })
    })
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
