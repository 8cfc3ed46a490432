describe('shifting-content', () => {
  it('shifting-content (en)', () => {
    // #region en
    cy.visit('/challenges/shifting-content')
    // By text, wherever the menu puts it; never by position (eq(4)) or offset
    cy.get('nav[aria-label="Shifting menu"]').contains('button', 'Gallery').click()
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })

  it('shifting-content (ko)', () => {
    // #region ko
    cy.visit('/challenges/shifting-content')
    // 메뉴가 어디로 움직여도 텍스트로 찾으세요. 위치(eq(4))나 좌표로 고르지 마세요
    cy.get('nav[aria-label="움직이는 메뉴"]').contains('button', '갤러리').click()
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
