/** The pre-bundled Chakra recipes of build/chakra-recipes.ts. */
declare module 'virtual:chakra-recipes' {
  export { recipes, slotRecipes } from '@chakra-ui/react/theme'
}
