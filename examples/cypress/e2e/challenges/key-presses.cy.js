describe('key-presses', () => {
  it('key-presses (en)', () => {
    // #region en
    cy.visit('/challenges/key-presses')
    cy.get('[data-testid="challenge-key-presses-target"]').invoke('text').then((goal) => {
      const modifiers = /press (\S+) in/.exec(goal)[1].split('+') // "Target: press Shift+K in the field."
      const key = modifiers.pop()
      // type() knows '{enter}' or '{shift}K' but not Tab or F2: fire the keydown the page listens to
      cy.get('[data-testid="challenge-key-presses-input"]').trigger('keydown', {
        key,
        ctrlKey: modifiers.includes('Control'),
        altKey: modifiers.includes('Alt'),
        shiftKey: modifiers.includes('Shift'),
      })
    })
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })

  it('key-presses (ko)', () => {
    // #region ko
    cy.visit('/challenges/key-presses')
    cy.get('[data-testid="challenge-key-presses-target"]').invoke('text').then((goal) => {
      const modifiers = /에서 (\S+)을/.exec(goal)[1].split('+') // "목표: 입력란에서 Shift+K을(를) 누르세요."
      const key = modifiers.pop()
      // type()은 '{enter}'나 '{shift}K'는 알지만 Tab이나 F2는 모릅니다: 페이지가 듣는 keydown을 보냅니다
      cy.get('[data-testid="challenge-key-presses-input"]').trigger('keydown', {
        key,
        ctrlKey: modifiers.includes('Control'),
        altKey: modifiers.includes('Alt'),
        shiftKey: modifiers.includes('Shift'),
      })
    })
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
