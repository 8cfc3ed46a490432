describe('dynamic-table', () => {
  it('dynamic-table (en)', () => {
    // #region en
    cy.visit('/challenges/dynamic-table')
    // A cell by its row header and its column header, never by position (the Name column, index 0, is the rowheader)
    const cell = (process, metric) =>
      cy.contains('[role=columnheader]', metric).invoke('index').then((col) =>
        cy.contains('[role=rowheader]', process).parent().find('[role=cell]').eq(col - 1).invoke('text'))
    cell('Chrome', 'CPU').then((cpu) => cy.get('[data-testid=challenge-dynamic-table-label]').should('have.text', `Chrome CPU: ${cpu}`))
    // The form asks for another cell, drawn from the seed: read the question (the input's label)
    cy.get('[data-testid=challenge-dynamic-table-form] label').invoke('text').then((question) => {
      const [, process, metric] = /^Value of (.+) in the (.+) column$/.exec(question)
      cell(process, metric).then((value) => cy.get('[data-testid=challenge-dynamic-table-answer-input]').type(value))
    })
    cy.get('[data-testid=challenge-dynamic-table-submit-button]').click()
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })

  it('dynamic-table (ko)', () => {
    // #region ko
    cy.visit('/challenges/dynamic-table')
    // 위치가 아니라 행 헤더와 열 헤더로 셀을 찾습니다(0번인 이름 열이 rowheader)
    const cell = (process, metric) =>
      cy.contains('[role=columnheader]', metric).invoke('index').then((col) =>
        cy.contains('[role=rowheader]', process).parent().find('[role=cell]').eq(col - 1).invoke('text'))
    cell('Chrome', 'CPU').then((cpu) => cy.get('[data-testid=challenge-dynamic-table-label]').should('have.text', `Chrome CPU: ${cpu}`))
    // 폼은 시드가 고른 다른 셀을 묻습니다: 질문(입력란의 라벨)을 읽으세요
    cy.get('[data-testid=challenge-dynamic-table-form] label').invoke('text').then((question) => {
      const [, metric, process] = /^(.+) 열의 (.+) 값$/.exec(question)
      cell(process, metric).then((value) => cy.get('[data-testid=challenge-dynamic-table-answer-input]').type(value))
    })
    cy.get('[data-testid=challenge-dynamic-table-submit-button]').click()
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
