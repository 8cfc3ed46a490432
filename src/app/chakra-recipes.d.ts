/** The pre-bundled Chakra recipes of vite.config.ts's `chakraRecipes` plugin. */
declare module 'virtual:chakra-recipes' {
  export { recipes, slotRecipes } from '@chakra-ui/react/theme'
}
