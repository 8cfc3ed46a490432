describe('dynamic-id', () => {
  it('dynamic-id (en)', () => {
    // #region en
    cy.visit('/challenges/dynamic-id')
    // The id is new on every load: locate the button by its text, never by a recorded id
    cy.contains('button', 'Button with dynamic ID').click()
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })

  it('dynamic-id (ko)', () => {
    // #region ko
    cy.visit('/challenges/dynamic-id')
    // id는 로드할 때마다 바뀝니다: 녹화한 id가 아니라 텍스트로 버튼을 찾으세요
    cy.contains('button', '동적 ID 버튼').click()
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
