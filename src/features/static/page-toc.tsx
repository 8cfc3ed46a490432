/**
 * In-page table of contents for the long static pages. Links are real `#anchor` links (they work
 * without script and in a new tab); a plain click scrolls to the section, moves focus to its
 * heading and updates the hash without a router navigation (so the layout's scroll-to-top does
 * not fire). `useScrollToHash` scrolls to the section named in the URL when the page opens.
 */
import { Box, Link, List, Text } from '@chakra-ui/react'
import { useEffect, useId, type MouseEvent } from 'react'
import { useLocation } from 'react-router'

export interface TocItem {
  anchor: string
  label: string
  testId: string
}

function scrollToAnchor(anchor: string, focusHeading: boolean): boolean {
  const target = document.getElementById(anchor)
  if (!target) return false
  target.scrollIntoView({ block: 'start' })
  if (focusHeading) target.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true })
  return true
}

export function useScrollToHash(): void {
  const { hash } = useLocation()
  useEffect(() => {
    if (hash.length < 2) return
    let anchor: string
    try {
      anchor = decodeURIComponent(hash.slice(1))
    } catch {
      return
    }
    // After the layout's own effects (parents run theirs after children), e.g. scroll-to-top.
    const timer = window.setTimeout(() => scrollToAnchor(anchor, false), 0)
    return () => window.clearTimeout(timer)
  }, [hash])
}

export function PageToc({ title, items, testId }: { title: string; items: readonly TocItem[]; testId: string }) {
  const titleId = useId()
  const onClick = (event: MouseEvent<HTMLAnchorElement>, anchor: string) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    if (!scrollToAnchor(anchor, true)) return
    event.preventDefault()
    window.history.replaceState(window.history.state, '', `#${anchor}`)
  }
  return (
    <Box as="nav" aria-labelledby={titleId} data-testid={testId} borderWidth="1px" borderColor="border" bg="bg.subtle" rounded="l3" p="5">
      <Text id={titleId} fontWeight="semibold" mb="3">
        {title}
      </Text>
      <List.Root as="ol" gap="2" listStyleType="none" ps="0" fontSize="sm">
        {items.map((item) => (
          <List.Item key={item.anchor}>
            <Link href={`#${item.anchor}`} colorPalette="teal" data-testid={item.testId} onClick={(event) => onClick(event, item.anchor)}>
              {item.label}
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  )
}
