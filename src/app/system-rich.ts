/**
 * The system with every Chakra recipe (tabs, accordion, switch, checkbox, table, progress, …)
 * for the account and playground screens. It is a separate chunk: the router loads it together
 * with those screens, so the public pages keep the small system of ./system.ts. The recipes
 * come pre-bundled from `virtual:chakra-recipes` (build/chakra-recipes.ts explains why).
 */
import { createSystem, defineConfig } from '@chakra-ui/react'
import { defaultBaseConfig } from '@chakra-ui/react/preset-base'
import { recipes, slotRecipes } from 'virtual:chakra-recipes'
import { theme, withoutGlobalCss } from './system'

export const richSystem = withoutGlobalCss(createSystem(defaultBaseConfig, defineConfig({ theme: { recipes, slotRecipes } }), theme))
