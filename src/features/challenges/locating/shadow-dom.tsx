/**
 * UI Test Automation Playground "Shadow DOM" + the-internet "Shadow DOM": a GUID generator (field,
 * Generate, Copy) inside an open shadow root nested in another open shadow root, a closed shadow
 * root that no locator can enter, and a slot whose text lives in the light DOM. The learner copies
 * the generated GUID (clipboard, or reads the field) and enters it in the check field outside the
 * shadow trees: a match solves the challenge. GUIDs come from the seed.
 *
 * Stable test ids (the Selenium smoke relies on them): challenge-shadow-dom-outer-host (open root)
 * › challenge-shadow-dom-inner-host (open root) › challenge-shadow-dom-guid-input,
 * challenge-shadow-dom-generate-button, challenge-shadow-dom-copy-button,
 * challenge-shadow-dom-copy-status; challenge-shadow-dom-closed-host (closed root);
 * challenge-shadow-dom-slot-host + challenge-shadow-dom-slotted-text; outside:
 * challenge-shadow-dom-answer-input, challenge-shadow-dom-check-button, challenge-shadow-dom-result.
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { mulberry32 } from '@machines/shared/random'
import { TextField } from '@/ui/form'
import type { ChallengeProps } from '../types'
import { GoalLine, seededHex, useGoal } from './kit'

const STYLE = `
:host { display: block; }
.box { border: 1px dashed currentColor; border-radius: 6px; padding: 10px; margin-top: 6px; }
.row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
input { font: inherit; color: inherit; background: transparent; border: 1px solid currentColor; border-radius: 4px; padding: 4px 6px; min-width: 0; width: 22em; max-width: 100%; }
button { font: inherit; color: inherit; background: transparent; border: 1px solid currentColor; border-radius: 4px; padding: 4px 10px; cursor: pointer; }
button:focus-visible, input:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
.label { font-size: 0.85em; opacity: 0.85; }
`

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string>, ...children: Array<Node | string>): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v)
  node.append(...children)
  return node
}

export default function ShadowDom({ slug, seed, onSolved }: ChallengeProps) {
  const { t, i18n } = useTranslation('ch-locating')
  const goal = useGoal('match', onSolved)
  const nextGuid = useMemo(() => {
    const rand = mulberry32(seed * 31 + 7)
    return () => `${seededHex(rand, 8)}-${seededHex(rand, 4)}-4${seededHex(rand, 3)}-${'89ab'[Math.floor(rand() * 4)]}${seededHex(rand, 3)}-${seededHex(rand, 12)}`
  }, [seed])
  const [guid, setGuid] = useState('')
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle')
  const [answer, setAnswer] = useState('')
  const outerRef = useRef<HTMLDivElement>(null)
  const closedRef = useRef<HTMLDivElement>(null)
  const slotRef = useRef<HTMLDivElement>(null)
  const closedRoots = useRef(new WeakMap<Element, ShadowRoot>())
  const handlers = useRef({ generate: () => {}, copy: () => {} })
  handlers.current = {
    generate: () => {
      setGuid(nextGuid())
      setCopied('idle')
    },
    copy: () => {
      const value = guid
      const done = (ok: boolean) => setCopied(ok ? 'copied' : 'failed')
      if (!navigator.clipboard?.writeText) return done(false)
      navigator.clipboard.writeText(value).then(
        () => done(true),
        () => done(false),
      )
    },
  }

  // Build the shadow trees (again when the language changes: their texts are plain DOM).
  useEffect(() => {
    const outer = outerRef.current
    const closed = closedRef.current
    const slotHost = slotRef.current
    if (!outer || !closed || !slotHost) return
    const outerRoot = outer.shadowRoot ?? outer.attachShadow({ mode: 'open' })
    const inner = el('div', { 'data-testid': 'challenge-shadow-dom-inner-host' })
    outerRoot.replaceChildren(el('style', {}, STYLE), el('div', { class: 'box' }, el('span', { class: 'label' }, t('shadow-dom.ui.outer')), inner))
    const innerRoot = inner.attachShadow({ mode: 'open' })
    const input = el('input', { 'data-testid': 'challenge-shadow-dom-guid-input', 'aria-label': t('shadow-dom.ui.guidLabel'), readonly: '', placeholder: t('shadow-dom.ui.guidPlaceholder') })
    const generate = el('button', { type: 'button', 'data-testid': 'challenge-shadow-dom-generate-button' }, t('shadow-dom.ui.generate'))
    const copy = el('button', { type: 'button', 'data-testid': 'challenge-shadow-dom-copy-button' }, t('shadow-dom.ui.copy'))
    const status = el('span', { 'data-testid': 'challenge-shadow-dom-copy-status', role: 'status', class: 'label' })
    generate.addEventListener('click', () => handlers.current.generate())
    copy.addEventListener('click', () => handlers.current.copy())
    innerRoot.replaceChildren(el('style', {}, STYLE), el('div', { class: 'box' }, el('span', { class: 'label' }, t('shadow-dom.ui.inner')), el('div', { class: 'row' }, input, generate, copy, status)))

    let closedRoot = closedRoots.current.get(closed)
    if (!closedRoot) {
      closedRoot = closed.attachShadow({ mode: 'closed' })
      closedRoots.current.set(closed, closedRoot)
    }
    closedRoot.replaceChildren(el('style', {}, STYLE), el('div', { class: 'box' }, el('span', {}, t('shadow-dom.ui.closed')), ' ', el('button', { type: 'button' }, t('shadow-dom.ui.closedButton'))))

    const slotRoot = slotHost.shadowRoot ?? slotHost.attachShadow({ mode: 'open' })
    slotRoot.replaceChildren(el('style', {}, STYLE), el('div', { class: 'box' }, el('span', { class: 'label' }, t('shadow-dom.ui.slotDefault')), ' ', el('slot', { name: 'my-text' }, t('shadow-dom.ui.slotFallback'))))
  }, [t, i18n.language])

  // Mirror the state into the shadow DOM.
  useEffect(() => {
    const innerRoot = outerRef.current?.shadowRoot?.querySelector('[data-testid="challenge-shadow-dom-inner-host"]')?.shadowRoot
    const input = innerRoot?.querySelector('input')
    const status = innerRoot?.querySelector('[role="status"]')
    if (input) input.value = guid
    if (status) status.textContent = copied === 'idle' ? '' : t(`shadow-dom.ui.${copied}`)
  }, [guid, copied, t, i18n.language])

  const check = () => goal.set(guid !== '' && answer.trim() === guid ? 'match' : 'mismatch')
  return (
    <Stack gap="4">
      <GoalLine slug={slug} solved={goal.solved}>
        {t('shadow-dom.ui.task')}
      </GoalLine>
      <Box ref={outerRef} data-testid="challenge-shadow-dom-outer-host" />
      <Box ref={closedRef} data-testid="challenge-shadow-dom-closed-host" />
      <Box ref={slotRef} data-testid="challenge-shadow-dom-slot-host">
        <span slot="my-text" data-testid="challenge-shadow-dom-slotted-text">
          {t('shadow-dom.ui.slotted')}
        </span>
      </Box>
      <HStack gap="2" wrap="wrap" align="flex-end" as="form" onSubmit={(e) => {
        e.preventDefault()
        check()
      }}>
        <Box flex="1" minW="10rem">
          <TextField label={t('shadow-dom.ui.answerLabel')} testId="challenge-shadow-dom-answer-input" value={answer} error={null} onValueChange={setAnswer} maxLength={64} autoComplete="off" />
        </Box>
        <Button type="submit" colorPalette="teal" data-testid="challenge-shadow-dom-check-button">
          {t('shadow-dom.ui.check')}
        </Button>
      </HStack>
      {goal.value && (
        <Text data-testid={`challenge-${slug}-result`} role="status" data-result={goal.value}>
          {goal.value === 'match' ? t('shadow-dom.ui.match') : t('shadow-dom.ui.mismatch')}
        </Text>
      )}
    </Stack>
  )
}
