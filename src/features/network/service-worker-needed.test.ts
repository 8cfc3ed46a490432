import { describe, expect, it } from 'vitest'
import { NETWORK_MODE_URL, onNetworkMode, withoutSandbox } from './service-worker-needed'

describe('the links of the "sandbox needs a service worker" page', () => {
  it('opens the same route in network mode, without the sandbox switch', () => {
    expect(NETWORK_MODE_URL).toBe('http://localhost:8080')
    expect(onNetworkMode('http://localhost:4173/posts/12/edit?sandbox=1&lng=ko#top')).toBe('http://localhost:8080/posts/12/edit?lng=ko#top')
    expect(onNetworkMode('https://qa.example.com/')).toBe('http://localhost:8080/')
  })

  it('turns the sandbox off on the current address, keeping the rest', () => {
    expect(withoutSandbox('http://localhost:4173/todos?lng=en')).toBe('http://localhost:4173/todos?lng=en&sandbox=0')
    expect(withoutSandbox('http://localhost:4173/?sandbox=1#x')).toBe('http://localhost:4173/?sandbox=0#x')
  })
})
