// cy.intercept sees the app's API calls only in network mode (npm run start:network): in the default
// sandbox a service worker answers them inside the browser, before the network layer Cypress watches.
// Each Cypress run starts with a fresh cookie session on the practice server, so its data is its own.

const logIn = (email = 'demo@example.com', password = 'Demo1234!') => {
  cy.get('[data-testid="login-email-input"]').clear().type(email)
  cy.get('[data-testid="login-password-input"]').clear().type(password, { log: false })
  cy.get('[data-testid="login-submit-button"]').click()
}

describe('network interception on QA Playground', () => {
  beforeEach(() => {
    cy.visit('/login?lng=en')
    cy.get('meta[name="qa-api-mode"]').should('have.attr', 'content', 'network')
  })

  it('stubs a failed login, then spies on the real one and on the todo list', () => {
    // Stub, once: the server is never asked; the app shows its message for a 401.
    // #region readme
    cy.intercept({ method: 'POST', pathname: '/api/v1/auth/login', times: 1 }, { statusCode: 401, body: { detail: 'Incorrect email or password' } }).as('stubbedLogin')
    logIn()
    cy.wait('@stubbedLogin')
    cy.contains('Login failed. Please check your email and password.').should('be.visible')
    // #endregion

    // Spy: the request goes to the practice server; the test reads what came back.
    cy.intercept({ method: 'POST', pathname: '/api/v1/auth/login' }).as('realLogin')
    logIn()
    cy.wait('@realLogin').its('response.statusCode').should('eq', 200)
    cy.contains('Login successful. Welcome back!').should('be.visible')

    cy.intercept({ method: 'GET', pathname: '/api/v1/todos/' }).as('todos')
    cy.visit('/todos')
    cy.wait('@todos').then(({ response }) => {
      expect(response.statusCode).to.eq(200)
      expect(response.body.todos).to.have.length.greaterThan(0)
      cy.contains(response.body.todos[0].title).should('be.visible')
    })
  })

  it('turns a server error into the app\'s own message', () => {
    cy.intercept({ method: 'POST', pathname: '/api/v1/auth/login' }, { statusCode: 500, body: { detail: 'Internal Server Error' } })
    logIn()
    cy.contains('The server ran into a problem, so you could not be logged in. Please try again later.').should('be.visible')
  })
})
