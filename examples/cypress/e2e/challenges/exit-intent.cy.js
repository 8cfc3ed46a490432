describe('exit-intent', () => {
  it('exit-intent (en)', () => {
    // #region en
    cy.visit('/challenges/exit-intent')
    // Armed: the page listens for the mouse now
    cy.get('[data-testid=challenge-exit-intent-status]').should('have.attr', 'data-state', 'waiting')
    // Cypress cannot move a real pointer out of the page: trigger the event the page listens for
    cy.get('html').trigger('mouseleave', { clientY: -1 })
    cy.get('[role=dialog]').should('be.visible')
    cy.contains('[role=dialog] button', 'Close').click() // the footer's button (the ✕ has only an aria-label)
    cy.get('[role=dialog]').should('not.exist')
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })

  it('exit-intent (ko)', () => {
    // #region ko
    cy.visit('/challenges/exit-intent')
    // 대기 상태: 이제 페이지가 마우스를 지켜봅니다
    cy.get('[data-testid=challenge-exit-intent-status]').should('have.attr', 'data-state', 'waiting')
    // Cypress는 실제 포인터를 페이지 밖으로 옮길 수 없으니 페이지가 기다리는 이벤트를 보냅니다
    cy.get('html').trigger('mouseleave', { clientY: -1 })
    cy.get('[role=dialog]').should('be.visible')
    cy.contains('[role=dialog] button', '닫기').click() // 아래쪽 버튼(✕ 버튼에는 aria-label만 있음)
    cy.get('[role=dialog]').should('not.exist')
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
