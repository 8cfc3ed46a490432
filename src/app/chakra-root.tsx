/**
 * Chakra's provider, in a chunk of its own: the shell and the home page are plain
 * elements with precompiled classes (src/ui/shell.ts), so Chakra's runtime, emotion and the system
 * load only with the first screen or panel that uses Chakra components (src/app/chakra.tsx).
 */
import { ChakraProvider } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useSystem } from './system-store'

export { getSystem, loadRichSystem, systemSteps } from './system-store'

export function ChakraRoot({ children }: { children: ReactNode }) {
  const system = useSystem()
  return <ChakraProvider value={system}>{children}</ChakraProvider>
}
