describe('css-selector-puzzle', () => {
  it('css-selector-puzzle (en)', () => {
    // #region en
    // Structural selectors for the puzzles the page asks in words (one per seed)
    const selectors = {
      'second item of every list': 'li:nth-child(2)',
      'last item of the second list': 'article:nth-of-type(2) li:last-child',
      'first item of the numbered list': 'ol > li:first-child',
      'last child of their block': 'article > p:last-child',
      'except their first items': 'ul > li + li',
    }
    cy.visit('/challenges/css-selector-puzzle')
    cy.get('[data-testid="challenge-css-selector-puzzle-task"]').invoke('text').then((task) => {
      const [, selector] = Object.entries(selectors).find(([words]) => task.includes(words))
      // cy.get(container).find(selector) searches inside the board only
      cy.get('[data-testid="challenge-css-selector-puzzle-board"]').find(selector).should('have.length.greaterThan', 0)
      cy.get('[data-testid="challenge-css-selector-puzzle-selector-input"]').type(selector)
    })
    cy.get('[data-testid="challenge-css-selector-puzzle-check-button"]').click()
    cy.get('[data-testid="challenge-css-selector-puzzle-result"]').should('have.attr', 'data-verdict', 'match')
    // #endregion
  })

  it('css-selector-puzzle (ko)', () => {
    // #region ko
    // 페이지가 말로 묻는 퍼즐(시드마다 하나)에 맞는 구조적 선택자
    const selectors = {
      '모든 목록의 두 번째 항목': 'li:nth-child(2)',
      '두 번째 목록의 마지막 항목': 'article:nth-of-type(2) li:last-child',
      '번호 목록의 첫 항목': 'ol > li:first-child',
      '마지막 자식인 문단': 'article > p:last-child',
      '첫 항목을 뺀 모든 항목': 'ul > li + li',
    }
    cy.visit('/challenges/css-selector-puzzle')
    cy.get('[data-testid="challenge-css-selector-puzzle-task"]').invoke('text').then((task) => {
      const [, selector] = Object.entries(selectors).find(([words]) => task.includes(words))
      // cy.get(컨테이너).find(선택자)는 보드 안만 찾습니다
      cy.get('[data-testid="challenge-css-selector-puzzle-board"]').find(selector).should('have.length.greaterThan', 0)
      cy.get('[data-testid="challenge-css-selector-puzzle-selector-input"]').type(selector)
    })
    cy.get('[data-testid="challenge-css-selector-puzzle-check-button"]').click()
    cy.get('[data-testid="challenge-css-selector-puzzle-result"]').should('have.attr', 'data-verdict', 'match')
    // #endregion
  })
})
