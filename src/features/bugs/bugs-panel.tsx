/**
 * The "Bugs" tab of the Sandbox controls panel: the catalogue of switchable bugs
 * (machines/bugs/registry.ts), each with its class and screen and a description revealed on
 * demand; switch any on, apply (the page reloads so the screens' machines pick them up), or turn
 * all off. While a bug hunt runs, the list is hidden (it would name the hidden bugs).
 * The panel's own state is visual only (ticks before Apply, opened descriptions); the active set
 * lives in the sandbox (window.__sandbox.bugs).
 */
import { Badge, Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { BUGS } from '@machines/bugs/registry'
import { CheckField } from '@/ui/form'
import { readHunt } from './hunt-storage'
import { installedSandbox } from '@/lib/sandbox-api'

export function BugsPanel() {
  const { t } = useTranslation('bugs')
  const api = installedSandbox()?.bugs
  const activeIds = (): string[] => {
    const active = api?.active()
    return Array.isArray(active) ? active : []
  }
  const [selected, setSelected] = useState<string[]>(activeIds)
  const [opened, setOpened] = useState<string[]>([])
  const hunt = readHunt()

  if (!api) {
    return (
      <Text data-testid="bugs-unavailable" color="fg.muted">
        {t('panel.unavailable')}
      </Text>
    )
  }
  const active = activeIds()
  // A hunt (any phase) keeps the list hidden and the switches locked: the sandbox refuses them until it ends.
  const hunting = hunt !== null || api.hunt().hunt
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]))
  const apply = (ids: string[]) => {
    api.set(ids)
    window.location.reload()
  }

  return (
    <Stack gap="4" data-testid="bugs-panel">
      <Stack gap="1">
        <Text fontWeight="semibold">{t('panel.title')}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('panel.intro')}
        </Text>
      </Stack>
      <Box borderWidth="1px" borderRadius="md" p="3" data-testid="bugs-hunt-box">
        <Text fontWeight="semibold" fontSize="sm">
          {t('panel.huntTitle')}
        </Text>
        <Text fontSize="sm" color="fg.muted" mb="2">
          {t('panel.huntIntro')}
        </Text>
        <Link asChild colorPalette="teal" fontSize="sm" fontWeight="medium">
          <RouterLink to="/bug-hunt" data-testid="bugs-hunt-link">
            {t('panel.huntLink')}
          </RouterLink>
        </Link>
      </Box>
      {hunting ? (
        <Text fontSize="sm" data-testid="bugs-hunt-running">
          {hunt ? t('hunt.status', { seed: hunt.seed, count: hunt.count }) : t('hunt.title')}
        </Text>
      ) : (
        <>
          <Text fontSize="sm" role="status" data-testid="bugs-active-count">
            {t('panel.active', { count: active.length })}
          </Text>
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label={t('panel.title')}>
            {BUGS.map((bug) => {
              const open = opened.includes(bug.id)
              const descriptionId = `bugs-description-${bug.id}`
              return (
                <Box as="li" key={bug.id} borderBottomWidth="1px" pb="3" data-testid={`bugs-item-${bug.id}`} data-active={active.includes(bug.id) ? 'true' : 'false'}>
                  <CheckField label={<Text as="span" fontFamily="mono" fontSize="sm" wordBreak="break-word" htmlTranslate="no">{bug.id}</Text>} testId={`bugs-toggle-${bug.id}`} checked={selected.includes(bug.id)} onToggle={() => toggle(bug.id)} />
                  <HStack gap="2" mt="1" flexWrap="wrap">
                    <Badge variant="subtle" colorPalette="gray">
                      {t(`panel.kind.${bug.kind}`)}
                    </Badge>
                    <Badge variant="subtle" colorPalette="purple">
                      {t(`class.${bug.class}`)}
                    </Badge>
                    <Badge variant="subtle" colorPalette="teal">
                      {t(`screen.${bug.screen}`)}
                    </Badge>
                  </HStack>
                  <HStack gap="3" mt="1" flexWrap="wrap">
                    <Button size="xs" variant="ghost" aria-expanded={open} aria-controls={open ? descriptionId : undefined} data-testid={`bugs-reveal-${bug.id}-button`} onClick={() => setOpened((o) => (open ? o.filter((x) => x !== bug.id) : [...o, bug.id]))}>
                      {open ? t('panel.hide') : t('panel.reveal')}
                    </Button>
                    <Link asChild fontSize="xs" colorPalette="teal">
                      <RouterLink to={bug.path} data-testid={`bugs-open-${bug.id}-link`}>
                        {t('panel.open')}
                      </RouterLink>
                    </Link>
                  </HStack>
                  {open && (
                    <Text id={descriptionId} fontSize="sm" mt="1" data-testid={descriptionId}>
                      {t(`bug.${bug.id}`)}
                    </Text>
                  )}
                </Box>
              )
            })}
          </Stack>
          <Text fontSize="xs" color="fg.muted" id="bugs-apply-hint">
            {t('panel.applyHint')}
          </Text>
          <HStack gap="2" flexWrap="wrap">
            <Button size="sm" colorPalette="teal" aria-describedby="bugs-apply-hint" data-testid="bugs-apply-button" onClick={() => apply(selected)}>
              {t('panel.apply')}
            </Button>
            <Button size="sm" variant="outline" disabled={active.length === 0 && selected.length === 0} data-testid="bugs-all-off-button" onClick={() => apply([])}>
              {t('panel.allOff')}
            </Button>
          </HStack>
        </>
      )}
    </Stack>
  )
}
