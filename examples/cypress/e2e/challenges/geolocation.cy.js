describe('geolocation', () => {
  it('geolocation', () => {
    // #region example
    cy.visit('/challenges/geolocation')
    cy.window().then((win) => {
      cy.stub(win.navigator.geolocation, 'getCurrentPosition').callsFake((ok) => ok({ coords: { latitude: 37.5665, longitude: 126.978, accuracy: 10 } }))
    })
    cy.contains('button', 'Where am I?').click()
    cy.get('[data-testid="challenge-geolocation-latitude"]').should('have.text', '37.5665')
    // #endregion
  })
})
