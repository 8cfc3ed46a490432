describe('typos', () => {
  it('typos (en)', () => {
    // #region en
    cy.visit('/challenges/typos')
    // Compare the whole sentence with the expected text: a typo on some loads is the bug to catch
    cy.get('[data-testid=challenge-typos-line-2]').invoke('text').then((line) => {
      const choice = line === "Sometimes you'll see a typo, other times you won't." ? 'clean' : 'typo'
      cy.get(`[data-testid=challenge-typos-choice-${choice}]`).check()
    })
    cy.get('[data-testid=challenge-typos-submit-button]').click()
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })

  it('typos (ko)', () => {
    // #region ko
    cy.visit('/challenges/typos')
    // 문장 전체를 기대한 텍스트와 비교하세요: 어떤 로드에는 오타가 있습니다(잡아야 할 버그)
    cy.get('[data-testid=challenge-typos-line-2]').invoke('text').then((line) => {
      const choice = line === '가끔은 오타가 보이고, 어떤 때는 보이지 않습니다.' ? 'clean' : 'typo'
      cy.get(`[data-testid=challenge-typos-choice-${choice}]`).check()
    })
    cy.get('[data-testid=challenge-typos-submit-button]').click()
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
