/**
 * UI Test Automation Playground "Hidden Layers" (an input-devices challenge): a click on the green
 * button puts the blue button on top of it (z-order). A real click on the green spot then hits
 * the blue button; only a click that bypasses hit-testing (JavaScript `el.click()`, Playwright
 * `force: true`, Cypress `{ force: true }`) still reaches the covered green button: that is the
 * bug a test must catch, so it ends in `clickedThrough`.
 */
import { setup } from 'xstate'

export type HiddenLayersEvent = { type: 'green.press' } | { type: 'blue.press' } | { type: 'layers.reset' }

export const hiddenLayersMachine = setup({
  types: {
    events: {} as HiddenLayersEvent,
    tags: {} as 'solved' | 'failed',
  },
}).createMachine({
  id: 'challengeHiddenLayers',
  initial: 'greenOnTop',
  states: {
    greenOnTop: {
      description: 'Only the green button is on top.',
      on: { 'green.press': { target: 'blueOnTop', description: 'The blue button slides over the green one.' } },
    },
    blueOnTop: {
      description: 'The blue button covers the green one: a real click lands on blue.',
      on: {
        'blue.press': { target: 'solved', description: 'The click reached the top layer.' },
        'green.press': { target: 'clickedThrough', description: 'Only a click that skips hit-testing reaches the covered button.' },
      },
    },
    solved: {
      tags: 'solved',
      on: {
        'green.press': { target: 'clickedThrough', description: 'Still covered: a second green click must fail.' },
        'layers.reset': { target: 'greenOnTop' },
      },
    },
    clickedThrough: {
      tags: 'failed',
      description: 'The covered green button received a second click: the test clicked through the layer.',
      on: { 'layers.reset': { target: 'greenOnTop' } },
    },
  },
})
