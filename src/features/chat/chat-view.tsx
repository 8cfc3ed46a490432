import { Alert, Badge, Box, Button, chakra, Grid, Heading, HStack, Stack, Text, Textarea, VisuallyHidden } from '@chakra-ui/react'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { CHAT_CHANNELS, CHAT_MESSAGE_MAX, CHAT_PEOPLE, CHAT_STATUSES, personName, replySender, type ChatChannelId, type ChatLanguage, type ChatStatus } from '@machines/chat/chat-message'
import { isBlankMessage, type ChatEvent, type ChatViewModel } from '@machines/chat/chat.machine'
import { AppDialog } from '@/ui/app-dialog'
import { FormField, SelectField, SubmitHint } from '@/ui/form'
import { PageFrame } from '@/ui/page-frame'
import { CHAT_GUIDE_TEST_IDS } from '../module-test-ids'
import { MachineForm } from '@/ui/machine-form'
import { dateTimeFormat } from '@/lib/intl'


const channelName = (id: ChatChannelId, language: ChatLanguage) => (id.startsWith('dm-') ? personName(CHAT_PEOPLE.find((p) => p.id === id)!, language) : `#${id}`)

/** A status mark whose shape differs per status (the text label says it too; colour is never alone). */
function StatusMark({ status }: { status: ChatStatus }) {
  const common = { width: 10, height: 10, viewBox: '0 0 10 10', 'aria-hidden': true, focusable: false } as const
  if (status === 'active') return <svg {...common}><circle cx="5" cy="5" r="4.5" fill="currentColor" /></svg>
  if (status === 'away') return <svg {...common}><path d="M5 .5a4.5 4.5 0 1 0 0 9z" fill="currentColor" /><circle cx="5" cy="5" r="4" fill="none" stroke="currentColor" /></svg>
  if (status === 'dnd') return <svg {...common}><circle cx="5" cy="5" r="4.5" fill="currentColor" /><rect x="2" y="4.2" width="6" height="1.6" fill="white" /></svg>
  return <svg {...common}><circle cx="5" cy="5" r="4" fill="none" stroke="currentColor" strokeWidth="1.2" /></svg>
}

const STATUS_PALETTE: Record<ChatStatus, string> = { active: 'green', away: 'orange', dnd: 'red', invisible: 'gray' }

export function ChatView({ view, send, language }: { view: ChatViewModel; send: (e: ChatEvent) => void; language: ChatLanguage }) {
  const { t } = useTranslation('chat')
  const { draft, messages, blankAttempt, saveFailed, confirmingClear, channel, status, replyCount, typing } = view
  const blank = isBlankMessage(draft)
  const [channelsOpen, setChannelsOpen] = useState(false)
  const listRef = useRef<HTMLDivElement>(null)
  const timeFormat = dateTimeFormat(language === 'ko' ? 'ko-KR' : 'en-US', { hour: 'numeric', minute: '2-digit' })
  const lastReply = [...messages].reverse().find((m) => !m.isOwn)

  // Auto-scroll to the newest message (and to the typing indicator).
  useEffect(() => {
    const el = listRef.current
    if (el) el.scrollTop = el.scrollHeight
  }, [messages.length, typing])

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter breaks the line; an IME composition keeps Enter (Korean input).
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing || e.altKey || e.ctrlKey || e.metaKey) return
    e.preventDefault()
    send({ type: 'message.send', at: Date.now() })
  }

  const channelButton = (id: ChatChannelId) => (
    <chakra.li key={id}>
      <Button
        variant={channel === id ? 'subtle' : 'ghost'}
        colorPalette="teal"
        size="sm"
        w="full"
        justifyContent="flex-start"
        aria-current={channel === id ? 'true' : undefined}
        data-testid={`chat-channel-${id}`}
        onClick={() => {
          send({ type: 'channel.select', channel: id })
          setChannelsOpen(false)
        }}
      >
        {channelName(id, language)}
      </Button>
    </chakra.li>
  )

  return (
    <PageFrame ns="chat" screen="chat" title={t('title')} subtitle={t('subtitle')} guideTestIds={CHAT_GUIDE_TEST_IDS} dataAttrs={{ 'data-state': view.state }}>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '14rem minmax(0, 1fr)' }} gap="6" alignItems="start">
        <Stack gap="4" minW="0">
          <Button
            display={{ base: 'flex', md: 'none' }}
            variant="outline"
            aria-expanded={channelsOpen}
            aria-controls="chat-channels"
            data-testid="chat-channels-toggle"
            onClick={() => setChannelsOpen((o) => !o)}
          >
            {channelsOpen ? t('channelsToggleHide') : t('channelsToggle')}
          </Button>
          <chakra.nav
            id="chat-channels"
            aria-label={t('channelsNav')}
            data-testid="chat-channels"
            display={{ base: channelsOpen ? 'block' : 'none', md: 'block' }}
          >
            <Stack gap="3">
              <Heading as="h2" size="sm">{t('channelsHeading')}</Heading>
              <chakra.ul listStyleType="none" display="grid" gap="1">{CHAT_CHANNELS.map(channelButton)}</chakra.ul>
              <Heading as="h2" size="sm">{t('directHeading')}</Heading>
              <chakra.ul listStyleType="none" display="grid" gap="1">{CHAT_PEOPLE.map((p) => channelButton(p.id))}</chakra.ul>
              <Text fontSize="xs" color="fg.muted">{t('labelsOnly')}</Text>
            </Stack>
          </chakra.nav>
          <SelectField
            label={t('statusLabel')}
            testId="chat-status-select"
            value={status}
            onChange={(v) => send({ type: 'status.change', status: v as ChatStatus })}
            options={CHAT_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          />
        </Stack>

        <Stack gap="3" minW="0">
          <HStack justify="space-between" gap="3" flexWrap="wrap">
            <Heading as="h2" size="md" data-testid="chat-conversation-title" wordBreak="break-word">
              {t('conversationWith', { name: channelName(channel, language) })}
            </Heading>
            <HStack gap="2" flexWrap="wrap">
              <Badge colorPalette={STATUS_PALETTE[status]} data-testid="chat-status-current" data-status={status} gap="1.5">
                <StatusMark status={status} />
                {t('statusCurrent', { status: t(`statuses.${status}`) })}
              </Badge>
              <Button size="sm" variant="outline" colorPalette="red" disabled={messages.length === 0} data-testid="chat-clear-button" onClick={() => send({ type: 'clear.request' })}>
                {t('clear')}
              </Button>
            </HStack>
          </HStack>

          {saveFailed && (
            <Alert.Root status="warning" role="alert" data-testid="chat-save-error">
              <Alert.Indicator />
              <Alert.Title>{t('saveFailed')}</Alert.Title>
            </Alert.Root>
          )}

          <Box
            ref={listRef}
            role="region"
            aria-label={t('messagesAria')}
            tabIndex={0}
            data-testid="chat-messages"
            borderWidth="1px"
            borderRadius="md"
            p="3"
            h={{ base: '22rem', md: '28rem' }}
            overflowY="auto"
            overflowX="hidden"
            bg="bg.subtle"
          >
            {messages.length === 0 ? (
              <Text color="fg.muted" data-testid="chat-empty">{t('empty')}</Text>
            ) : (
              <chakra.ol listStyleType="none" display="grid" gap="3">
                {messages.map((m) => (
                  <chakra.li
                    key={m.id}
                    data-testid={`chat-message-${m.id}`}
                    data-own={String(m.isOwn)}
                    justifySelf={m.isOwn ? 'end' : 'start'}
                    maxW="85%"
                    minW="0"
                    bg={m.isOwn ? 'teal.subtle' : 'bg.panel'}
                    borderWidth="1px"
                    borderRadius="lg"
                    px="3"
                    py="2"
                  >
                    <HStack gap="2" fontSize="xs" color="fg.muted" flexWrap="wrap">
                      <Text as="span" fontWeight="semibold" color="fg" data-testid={`chat-message-${m.id}-sender`}>
                        {m.isOwn ? t('you') : m.sender}
                      </Text>
                      <chakra.time dateTime={new Date(m.timestamp).toISOString()} data-testid={`chat-message-${m.id}-time`}>
                        {timeFormat.format(m.timestamp)}
                      </chakra.time>
                    </HStack>
                    <Text whiteSpace="pre-wrap" wordBreak="break-word" overflowWrap="anywhere" data-testid={`chat-message-${m.id}-text`}>
                      {m.text}
                    </Text>
                  </chakra.li>
                ))}
              </chakra.ol>
            )}
            {typing && (
              <Text mt="3" fontSize="sm" color="fg.muted" fontStyle="italic" data-testid="chat-typing-indicator">
                {t('typing', { name: replySender(replyCount, language) })}
              </Text>
            )}
          </Box>
          <VisuallyHidden aria-live="polite" data-testid="chat-live-region">
            {lastReply ? t('newReply', { name: lastReply.sender, text: lastReply.text }) : ''}
          </VisuallyHidden>

          <MachineForm
            aria-label={t('messageLabel')}
            data-testid="chat-form"
            onSubmit={() => send({ type: 'message.send', at: Date.now() })}
          >
            <Stack gap="2">
              <FormField label={t('messageLabel')} testId="chat-message-input" error={blankAttempt ? t('blankMessage') : null}>
                <Textarea
                  data-testid="chat-message-input"
                  value={draft}
                  rows={2}
                  autoresize
                  maxH="10rem"
                  maxLength={CHAT_MESSAGE_MAX}
                  placeholder={t('placeholder')}
                  onChange={(e) => send({ type: 'draft.change', value: e.currentTarget.value })}
                  onKeyDown={onKeyDown}
                />
              </FormField>
              <HStack justify="space-between" gap="3" flexWrap="wrap">
                <Box minH="5">{blank && !blankAttempt && <SubmitHint id="chat-send-hint" items={[t('hintItem')]} />}</Box>
                <Button type="submit" colorPalette="teal" disabled={blank} aria-describedby={blank ? 'chat-send-hint' : undefined} data-testid="chat-send-button">
                  {t('send')}
                </Button>
              </HStack>
            </Stack>
          </MachineForm>
        </Stack>
      </Grid>

      <AppDialog
        open={confirmingClear}
        onClose={() => send({ type: 'clear.cancel' })}
        title={t('clearTitle')}
        description={t('clearText')}
        testId="chat-clear-dialog"
        role="alertdialog"
        cancel={{ label: t('cancel'), testId: 'chat-clear-cancel-button', onClick: () => send({ type: 'clear.cancel' }) }}
        confirm={{ label: t('clearConfirm'), testId: 'chat-clear-confirm-button', palette: 'red', onClick: () => send({ type: 'clear.confirm' }) }}
      />
    </PageFrame>
  )
}
