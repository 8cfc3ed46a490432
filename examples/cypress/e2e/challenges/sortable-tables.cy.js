describe('sortable-tables', () => {
  it('sortable-tables (en)', () => {
    // #region en
    cy.visit('/challenges/sortable-tables')
    // No id, class or test id: the table by its caption, the column by its header text
    cy.contains('table', 'Example 2').as('table')
    cy.get('@table').contains('th', 'Due').as('due')
    cy.get('@due').find('button').click() // the first click sorts ascending …
    cy.get('@due').should('have.attr', 'aria-sort', 'ascending')
    cy.get('@due').find('button').click() // … the second, descending
    cy.get('@due').should('have.attr', 'aria-sort', 'descending')
    // Check the order as numbers ("$100.00" comes before "$50.00" as text)
    cy.get('@due').invoke('index').then((col) => {
      cy.get('@table').find(`tbody td:nth-child(${col + 1})`).then(($cells) => {
        const dues = [...$cells].map((td) => parseFloat(td.innerText.replace('$', '')))
        expect(dues).to.deep.equal([...dues].sort((a, b) => b - a))
      })
    })
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })

  it('sortable-tables (ko)', () => {
    // #region ko
    cy.visit('/challenges/sortable-tables')
    // id, 클래스, 테스트 id가 없습니다: 표는 캡션으로, 열은 헤더 텍스트로 찾으세요
    cy.contains('table', '예시 2').as('table')
    cy.get('@table').contains('th', '납부액').as('due')
    cy.get('@due').find('button').click() // 첫 클릭은 오름차순 …
    cy.get('@due').should('have.attr', 'aria-sort', 'ascending')
    cy.get('@due').find('button').click() // … 두 번째는 내림차순
    cy.get('@due').should('have.attr', 'aria-sort', 'descending')
    // 순서는 숫자로 확인합니다(텍스트로는 "$100.00"이 "$50.00"보다 앞)
    cy.get('@due').invoke('index').then((col) => {
      cy.get('@table').find(`tbody td:nth-child(${col + 1})`).then(($cells) => {
        const dues = [...$cells].map((td) => parseFloat(td.innerText.replace('$', '')))
        expect(dues).to.deep.equal([...dues].sort((a, b) => b - a))
      })
    })
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
