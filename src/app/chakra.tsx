/**
 * Chakra on demand. `loadChakra()` loads the provider's chunk and builds the system in
 * short tasks of their own (merging the config, the token dictionary, the rest): no long task on
 * the main thread. `withChakra()` is `React.lazy` for a chunk that renders Chakra components (a
 * panel, a drawer, the toasts): it loads with Chakra and renders inside the provider. Screens get
 * theirs from src/app/screens.tsx. Every provider uses the same system (src/app/system-store.ts).
 */
import { createElement, lazy, type ComponentType, type ReactNode } from 'react'
import type * as ChakraRootModule from './chakra-root'

type ChakraModule = typeof ChakraRootModule

/** Resolves in a later task, so the main thread can paint and handle input in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

let chunk: Promise<ChakraModule> | undefined
let loading: Promise<ChakraModule> | undefined
let loaded: ChakraModule | undefined
/** A screen or panel that needs the rich system has asked for Chakra: the small system is not worth building. */
let wantRich = false

/**
 * Loads Chakra and builds a system. `rich`: the caller renders recipes of the rich system (a rich
 * screen, the sandbox panel), and resolves once that system is in use. The small system is built
 * only when no rich caller has asked before it is (a signed-in start on /todos used to build both:
 * about 35 ms of main thread in the headless shell for a system it never rendered with).
 */
/** Starts loading Chakra's chunk at boot, before the first screen says which system it needs (`loadChakra`). */
export function preloadChakra(): Promise<ChakraModule> {
  return (chunk ??= import('./chakra-root'))
}

export function loadChakra(options: { rich?: boolean } = {}): Promise<ChakraModule> {
  if (options.rich) wantRich = true
  loading ??= preloadChakra().then(async (module) => {
    for (const step of module.systemSteps()) {
      await nextTask()
      if (wantRich) break
      step()
    }
    if (wantRich) await module.loadRichSystem()
    else {
      await nextTask()
      module.getSystem()
    }
    loaded = module
    return module
  })
  if (!options.rich) return loading
  return loading.then(async (module) => {
    await module.loadRichSystem()
    return module
  })
}

/** The provider, once `loadChakra()` has resolved. */
export function chakraRoot(): ComponentType<{ children: ReactNode }> {
  if (!loaded) throw new Error('chakraRoot() before loadChakra() resolved')
  return loaded.ChakraRoot
}

/** `Inner` rendered inside Chakra's provider; call once `loadChakra()` has resolved. */
export function inChakra<P extends object>(Inner: ComponentType<P>): ComponentType<P> {
  const ChakraRoot = chakraRoot()
  function WithChakra(props: P) {
    return createElement(ChakraRoot, null, createElement(Inner, props))
  }
  WithChakra.displayName = `WithChakra(${Inner.displayName ?? Inner.name})`
  return WithChakra
}

/**
 * React.lazy for a chunk whose component renders Chakra components: loaded with Chakra, rendered
 * inside its provider. `rich`: the chunk uses recipes beyond the small system (tabs, native select,
 * switch, …), so the rich system loads with it: the chunk then looks the same on every page, also
 * on the public pages that otherwise never load it.
 */
export function withChakra<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, options: { rich?: boolean } = {}) {
  return lazy(async () => {
    const [, { default: Inner }] = await Promise.all([loadChakra({ rich: options.rich }), load()])
    return { default: inChakra(Inner) }
  })
}
