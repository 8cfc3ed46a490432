describe('geolocation', () => {
  it('geolocation', () => {
    // #region example
    cy.visit('/challenges/geolocation')
    // The permission prompt is browser UI: stub the API the page calls instead
    cy.window().then((win) => {
      cy.stub(win.navigator.geolocation, 'getCurrentPosition').callsFake((ok) => ok({ coords: { latitude: 37.5665, longitude: 126.978, accuracy: 10 } }))
    })
    cy.get('[data-testid="challenge-geolocation-button"]').click()
    cy.get('[data-testid="challenge-geolocation-latitude"]').should('have.text', '37.5665')
    cy.get('[data-testid="challenge-solved"]').should('be.visible')
    // #endregion
  })
})
