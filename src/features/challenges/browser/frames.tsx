/**
 * the-internet "Nested Frames" and "iFrame": nested frames (a top frame holding left, middle and
 * right, and a bottom frame) and an iframe whose body is a rich-text editor (contenteditable, as
 * TinyMCE does it). The learner switches into the editor's frame, types the page's seeded phrase,
 * switches back and sends the text to the page. Frames are `srcdoc` documents: same origin, so
 * every tool can enter them; their language and colours follow the app.
 */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react'
import { useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useTheme } from '@/app/preferences'
import type { ChallengeProps } from '../types'
import { framePhraseNumber } from '@machines/challenges/browser-seeds'
import { GoalLine, useGoal } from './shared'

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function frameDoc(body: string, lang: string, dark: boolean): string {
  const colors = dark ? 'background:#18181b;color:#fafafa' : 'background:#ffffff;color:#18181b'
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>html,body{margin:0;height:100%;font:16px/1.5 system-ui,sans-serif;${colors}}body{padding:8px;box-sizing:border-box}iframe{border:1px solid #a1a1aa;box-sizing:border-box}</style></head><body>${body}</body></html>`
}

function textFrame(testId: string, text: string, lang: string, dark: boolean): string {
  return frameDoc(`<p data-testid="${testId}">${escapeHtml(text)}</p>`, lang, dark)
}

/** Keyed by language: the phrase (the target) is translated, so a language switch starts over. */
export default function Frames(props: ChallengeProps) {
  const { i18n } = useTranslation('ch-browser')
  return <FramesView key={i18n.language} {...props} />
}

function FramesView({ slug, seed, onSolved }: ChallengeProps) {
  const { t, i18n } = useTranslation('ch-browser')
  const dark = useTheme() === 'dark'
  const lang = i18n.language
  const phrase = t('frames.ui.phrase', { n: framePhraseNumber(seed) })
  const goal = useGoal(phrase, onSolved)
  const editorRef = useRef<HTMLIFrameElement>(null)

  // Built once per language and theme: a new srcdoc reloads the frame (and clears the editor).
  const docs = useMemo(() => {
    const inner = (name: string, text: string, title: string) =>
      `<iframe name="frame-${name}" title="${escapeHtml(title)}" data-testid="challenge-frames-${name}-frame" style="width:32%;height:100%" srcdoc="${escapeHtml(textFrame(`challenge-frames-${name}-text`, text, lang, dark))}"></iframe>`
    const top = frameDoc(
      `<div style="display:flex;gap:2%;height:100%">${inner('left', t('frames.ui.left'), t('frames.ui.leftTitle'))}${inner('middle', t('frames.ui.middle'), t('frames.ui.middleTitle'))}${inner('right', t('frames.ui.right'), t('frames.ui.rightTitle'))}</div>`,
      lang,
      dark,
    )
    const bottom = textFrame('challenge-frames-bottom-text', t('frames.ui.bottom'), lang, dark)
    const editor = frameDoc(
      `<div data-testid="challenge-frames-editor" contenteditable="true" role="textbox" aria-multiline="true" aria-label="${escapeHtml(t('frames.ui.editorLabel'))}" style="min-height:100%;outline:none">${escapeHtml(t('frames.ui.editorInitial'))}</div>`,
      lang,
      dark,
    )
    return { top, bottom, editor }
  }, [t, lang, dark])

  const send = () => {
    const editor = editorRef.current?.contentDocument?.querySelector('[data-testid="challenge-frames-editor"]')
    goal.set((editor?.textContent ?? '').replace(/\s+/g, ' ').trim())
  }

  const frameStyle = { width: '100%', border: '1px solid', borderColor: 'var(--chakra-colors-border)', borderRadius: '4px' }
  return (
    <Stack gap="5" align="stretch">
      <GoalLine slug={slug} goal={t('frames.ui.goal')} solved={goal.solved} />
      <Box>
        <Heading as="h2" size="md" mb="2">
          {t('frames.ui.nestedHeading')}
        </Heading>
        <Stack gap="2">
          <iframe name="frame-top" title={t('frames.ui.topTitle')} data-testid="challenge-frames-top-frame" srcDoc={docs.top} style={{ ...frameStyle, height: '120px' }} />
          <iframe name="frame-bottom" title={t('frames.ui.bottomTitle')} data-testid="challenge-frames-bottom-frame" srcDoc={docs.bottom} style={{ ...frameStyle, height: '64px' }} />
        </Stack>
      </Box>
      <Box>
        <Heading as="h2" size="md" mb="2">
          {t('frames.ui.editorHeading')}
        </Heading>
        <Text mb="2">
          {t('frames.ui.phraseLabel')}{' '}
          <Text as="strong" data-testid="challenge-frames-target">
            {phrase}
          </Text>
        </Text>
        <iframe
          ref={editorRef}
          name="frame-editor"
          title={t('frames.ui.editorTitle')}
          data-testid="challenge-frames-editor-frame"
          srcDoc={docs.editor}
          style={{ ...frameStyle, height: '140px' }}
        />
        <Button mt="3" data-testid="challenge-frames-submit-button" onClick={send}>
          {t('frames.ui.submit')}
        </Button>
      </Box>
      <Text data-testid="challenge-frames-result" aria-live="polite" minH="6">
        {goal.value === null ? '' : goal.value === phrase ? t('frames.ui.resultMatch', { text: goal.value }) : t('frames.ui.resultOther', { text: goal.value })}
      </Text>
    </Stack>
  )
}
