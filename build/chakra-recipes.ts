import type { Plugin } from 'vite'
import { rolldown } from 'rolldown'

/**
 * `virtual:chakra-recipes`: every Chakra recipe, pre-bundled into one self-contained module for
 * the rich system (src/app/system-rich.ts). Importing them from '@chakra-ui/react/theme' would
 * put them in every page's chunk (the theme modules are statically reachable from the base
 * system), so the lazy chunk gets its own copy instead; the home page keeps the small system.
 */
export function chakraRecipes(): Plugin {
  const id = 'virtual:chakra-recipes'
  const resolved = `\0${id}`
  return {
    name: 'chakra-recipes',
    resolveId: (source) => (source === id ? resolved : null),
    async load(loading) {
      if (loading !== resolved) return null
      const bundle = await rolldown({
        input: 'chakra-recipes-entry',
        plugins: [
          {
            name: 'entry',
            resolveId: (source) => (source === 'chakra-recipes-entry' ? source : null),
            load: (entry) => (entry === 'chakra-recipes-entry' ? "export { recipes, slotRecipes } from '@chakra-ui/react/theme'" : null),
          },
        ],
      })
      const { output } = await bundle.generate({ format: 'esm' })
      await bundle.close()
      return output[0].code
    },
  }
}
