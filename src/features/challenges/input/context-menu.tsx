/**
 * the-internet "Context Menu": a right click (contextmenu event) in the hot spot opens a menu;
 * choosing the seeded item solves it. As on the reference, a native alert can be switched on
 * (off by default so the page result is what tests read). Keyboard: the Menu key or Shift+F10
 * on the focused hot spot opens the same menu; arrows move, Escape closes.
 */
import { Box, Button, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CheckField } from '@/ui/form'
import type { ChallengeProps } from '../types'
import { MENU_ITEMS as ITEMS, menuTarget } from '@machines/challenges/input-targets'
import { GoalLine, useTarget } from './use-target'

export default function ContextMenu({ slug, seed, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-input')
  const target = menuTarget(seed)
  const goal = useTarget(target, onSolved)
  const [menuAt, setMenuAt] = useState<{ x: number; y: number } | null>(null)
  const [nativeAlert, setNativeAlert] = useState(false)
  const menuRef = useRef<HTMLDivElement>(null)
  const spotRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (menuAt) menuRef.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus()
  }, [menuAt])

  const open = (x: number, y: number) => {
    if (nativeAlert) window.alert(t('context-menu.ui.alert'))
    setMenuAt({ x, y })
  }
  const close = () => {
    setMenuAt(null)
    spotRef.current?.focus()
  }
  const choose = (item: string) => {
    goal.set(item)
    close()
  }
  const moveFocus = (e: React.KeyboardEvent) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])]
    const i = items.indexOf(document.activeElement as HTMLButtonElement)
    if (e.key === 'ArrowDown') items[(i + 1) % items.length]?.focus()
    else if (e.key === 'ArrowUp') items[(i - 1 + items.length) % items.length]?.focus()
    else if (e.key === 'Escape' || e.key === 'Tab') close()
    else return
    e.preventDefault()
  }

  return (
    <Stack gap="4">
      <GoalLine slug={slug} goal={t('context-menu.ui.goal', { item: t(`context-menu.ui.items.${target}`) })} solved={goal.solved} />
      <Box position="relative">
        <Box
          ref={spotRef}
          tabIndex={0}
          role="button"
          aria-haspopup="menu"
          aria-expanded={menuAt !== null}
          aria-label={t('context-menu.ui.hotspot')}
          data-testid="challenge-context-menu-hotspot"
          h="40"
          maxW="sm"
          borderWidth="2px"
          borderStyle="dashed"
          borderColor="border.emphasized"
          rounded="l2"
          display="flex"
          alignItems="center"
          justifyContent="center"
          textAlign="center"
          p="3"
          bg="bg.subtle"
          _focusVisible={{ outline: '2px solid', outlineColor: 'teal.solid', outlineOffset: '2px' }}
          onContextMenu={(e) => {
            e.preventDefault()
            const box = e.currentTarget.getBoundingClientRect()
            open(Math.min(e.clientX - box.left, box.width - 160), e.clientY - box.top)
          }}
          onKeyDown={(e) => {
            if (e.key === 'ContextMenu' || (e.key === 'F10' && e.shiftKey)) {
              e.preventDefault()
              open(16, 16)
            }
          }}
        >
          {t('context-menu.ui.hotspot')}
        </Box>
        {menuAt && (
          <Box
            ref={menuRef}
            role="menu"
            aria-label={t('context-menu.ui.menu')}
            data-testid="challenge-context-menu-menu"
            position="absolute"
            left={`${Math.max(0, menuAt.x)}px`}
            top={`${menuAt.y}px`}
            zIndex="dropdown"
            bg="bg.panel"
            borderWidth="1px"
            rounded="l2"
            shadow="lg"
            py="1"
            minW="40"
            onKeyDown={moveFocus}
            onBlur={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setMenuAt(null)
            }}
          >
            {ITEMS.map((item) => (
              <Button key={item} role="menuitem" variant="ghost" size="sm" w="full" justifyContent="flex-start" rounded="0" data-testid={`challenge-context-menu-item-${item}`} onClick={() => choose(item)}>
                {t(`context-menu.ui.items.${item}`)}
              </Button>
            ))}
          </Box>
        )}
      </Box>
      <CheckField label={t('context-menu.ui.nativeAlert')} testId="challenge-context-menu-native-alert" checked={nativeAlert} onToggle={() => setNativeAlert((v) => !v)} />
      <Text data-testid="challenge-context-menu-result" aria-live="polite" minH="6">
        {goal.value ? t('context-menu.ui.chosen', { item: t(`context-menu.ui.items.${goal.value}`) }) : ''}
      </Text>
    </Stack>
  )
}
