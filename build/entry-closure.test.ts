import { describe, expect, it } from 'vitest'
import { lazyCycles } from './entry-closure'

describe('lazyCycles', () => {
  const graph = {
    'index.js': ['app.js'],
    'app.js': ['xstate.js', 'use-machine.js'],
    'xstate.js': ['use-machine.js'],
    'use-machine.js': ['xstate.js'],
    'todos-page.js': ['chakra-ui.js'],
    'chakra-ui.js': ['chakra-root.js'],
    'chakra-root.js': ['chakra-ui.js', 'index.js'],
  }

  it('reports a cycle between lazily loaded chunks, once, whichever chunk the walk starts from', () => {
    expect(lazyCycles(graph, new Set(['index.js', 'app.js', 'xstate.js', 'use-machine.js']))).toEqual([['chakra-root.js', 'chakra-ui.js']])
  })

  it('accepts a cycle whose chunks all load at boot (always entered the same way)', () => {
    const { 'chakra-ui.js': _ui, 'chakra-root.js': _root, 'todos-page.js': _page, ...boot } = graph
    expect(lazyCycles(boot, new Set(Object.keys(boot)))).toEqual([])
  })

  it('finds a cycle through three chunks, and none in a graph without cycles', () => {
    expect(lazyCycles({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }, new Set())).toEqual([['a', 'b', 'c']])
    expect(lazyCycles({ a: ['b', 'c'], b: ['c'], c: [] }, new Set())).toEqual([])
  })
})
