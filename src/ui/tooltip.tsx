import { Box } from '@chakra-ui/react'
import { useId, type ReactElement, type ReactNode } from 'react'
import { cloneElement } from 'react'

/**
 * A light tooltip: shown on hover and keyboard focus, linked with aria-describedby, so it is
 * announced by screen readers and findable by role="tooltip" in tests. Hidden with
 * `display: none` (an invisible box still widens the page: a phone scrolled sideways), and
 * never wider than the viewport when shown.
 */
export function Tooltip({ content, children, testId }: { content: ReactNode; children: ReactElement<Record<string, unknown>>; testId?: string }) {
  const id = useId()
  return (
    <Box position="relative" display="inline-flex" className="qa-tooltip-host" css={{ '&:hover > [role=tooltip], &:focus-within > [role=tooltip]': { display: 'block' } }}>
      {cloneElement(children, { 'aria-describedby': id })}
      <Box
        id={id}
        role="tooltip"
        data-testid={testId}
        position="absolute"
        top="calc(100% + 6px)"
        left="50%"
        transform="translateX(-50%)"
        zIndex="tooltip"
        bg="fg"
        color="bg"
        fontSize="xs"
        px="2"
        py="1"
        rounded="md"
        width="max-content"
        maxW="min(20rem, calc(100vw - 2rem))"
        pointerEvents="none"
        display="none"
      >
        {content}
      </Box>
    </Box>
  )
}
