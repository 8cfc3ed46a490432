import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react'

const config = defineConfig({
  globalCss: {
    'html, body': { minHeight: '100%' },
    ':focus-visible': { outline: '2px solid', outlineColor: 'teal.500', outlineOffset: '2px' },
  },
})

/** Chakra's system; dark mode follows the `dark` class on <html>. */
export const system = createSystem(defaultConfig, config)
