describe('no-test-ids', () => {
  it('no-test-ids (en)', () => {
    // #region en
    cy.visit('/challenges/no-test-ids')
    // The task names the person (seeded): read the name from the page
    cy.get('[data-testid=challenge-area]').contains('p', 'Delete the row of').invoke('text').then((task) => {
      const name = task.match(/Delete the row of (.+)\./)[1]
      // The row that contains the person's cell, then the Delete button inside it (never by position)
      cy.contains('td', name).parent('tr').within(() => {
        cy.contains('button', 'Delete').click()
      })
    })
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })

  it('no-test-ids (ko)', () => {
    // #region ko
    cy.visit('/challenges/no-test-ids')
    // 과제가 사람 이름을 알려 줍니다(시드에 따라): 페이지에서 이름을 읽으세요
    cy.get('[data-testid=challenge-area]').contains('p', '의 행을 삭제하세요').invoke('text').then((task) => {
      const name = task.match(/: (.+)의 행을 삭제하세요/)[1]
      // 그 사람의 셀이 있는 행, 그 안의 삭제 버튼(위치로 고르지 마세요)
      cy.contains('td', name).parent('tr').within(() => {
        cy.contains('button', '삭제').click()
      })
    })
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
