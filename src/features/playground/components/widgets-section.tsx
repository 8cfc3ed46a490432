/**
 * Buttons, counter, modal, tooltip, tabs and accordion of the component playground. Each widget
 * binds its own small machine; the views only render state and send events.
 */
import { Accordion, Box, Button, Heading, HStack, SimpleGrid, Spinner, Stack, Tabs, Text } from '@chakra-ui/react'
import { useSelector } from '@xstate/react'
import { useActorRef } from '@/lab-runtime/use-machine'
import { useTranslation } from 'react-i18next'
import { ACCORDION_ITEMS, accordionMachine, type AccordionItemId } from '@machines/playground/playground-accordion.machine'
import { buttonDemoMachine, type ButtonVariant } from '@machines/playground/playground-buttons.machine'
import { counterMachine } from '@machines/playground/playground-counter.machine'
import { modalMachine, selectModalOpen } from '@machines/playground/playground-modal.machine'
import { TAB_IDS, tabsMachine, type TabId } from '@machines/playground/playground-tabs.machine'
import { i18n } from '@/i18n'
import { AppDialog } from '@/ui/app-dialog'
import { notify } from '@/ui/toaster'
import { Tooltip } from '@/ui/tooltip'
import { PlaygroundSection } from './section'

const ct = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'components', ...options })

const BUTTON_STYLE: Record<ButtonVariant, { colorPalette: string; variant: 'solid' | 'outline'; bg?: string; _hover?: { bg: string } }> = {
  primary: { colorPalette: 'blue', variant: 'solid' },
  secondary: { colorPalette: 'gray', variant: 'outline' },
  // green.700: white text needs 4.5:1 (Chakra's green.solid, #16a34a, gives 3.3:1).
  success: { colorPalette: 'green', variant: 'solid', bg: 'green.700', _hover: { bg: 'green.800' } },
  warning: { colorPalette: 'orange', variant: 'solid' },
  danger: { colorPalette: 'red', variant: 'solid' },
}

export function ButtonsSection() {
  const { t } = useTranslation('components')
  const actorRef = useActorRef(
    buttonDemoMachine.provide({
      actions: {
        notifyPressed: (_, { variant, toastType }) => notify(toastType, ct(`buttons.toasts.${variant}`)),
        notifyLoaded: () => notify('success', ct('buttons.toasts.loaded')),
      },
    }),
  )
  const busy = useSelector(actorRef, (s) => s.hasTag('busy'))
  const ariaDisabledClicks = useSelector(actorRef, (s) => s.context.ariaDisabledClicks)
  return (
    <PlaygroundSection id="buttons" title={t('sections.buttons')}>
      <Text color="fg.muted" fontSize="sm">
        {t('buttons.description')}
      </Text>
      <HStack gap="3" wrap="wrap">
        {(Object.keys(BUTTON_STYLE) as ButtonVariant[]).map((variant) => (
          <Button key={variant} {...BUTTON_STYLE[variant]} data-testid={`playground-button-${variant}`} onClick={() => actorRef.send({ type: 'button.press', variant })}>
            {t(`buttons.${variant}`)}
          </Button>
        ))}
        <Button disabled data-testid="playground-button-disabled">
          {t('buttons.disabled')}
        </Button>
        <Button
          colorPalette="teal"
          loading={busy}
          loadingText={t('buttons.loadingText')}
          spinner={<Spinner size="sm" data-testid="playground-button-loading-spinner" />}
          aria-busy={busy}
          data-testid="playground-button-loading"
          data-state={busy ? 'loading' : 'idle'}
          onClick={() => actorRef.send({ type: 'loading.start' })}
        >
          {t('buttons.loading')}
        </Button>
      </HStack>
      {/* The app's one deliberate aria-disabled-only control (everywhere else disabled means the
          real attribute): it teaches what each tool reports for it. See the guide's scenario. */}
      <Stack gap="2" borderWidth="1px" borderStyle="dashed" rounded="l2" p="3" data-testid="playground-aria-disabled-demo">
        <Heading as="h3" size="sm">
          {t('buttons.ariaDisabled.title')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('buttons.ariaDisabled.description')}
        </Text>
        <HStack gap="3" wrap="wrap">
          <Button
            aria-disabled="true"
            opacity={0.5}
            cursor="not-allowed"
            data-testid="playground-aria-disabled-button"
            onClick={() => actorRef.send({ type: 'ariaDisabled.press' })}
          >
            {t('buttons.ariaDisabled.label')}
          </Button>
          <Text as="output" fontSize="sm" aria-live="polite" data-testid="playground-aria-disabled-clicks">
            {t('buttons.ariaDisabled.clicks', { count: ariaDisabledClicks })}
          </Text>
        </HStack>
      </Stack>
    </PlaygroundSection>
  )
}

function Counter() {
  const { t } = useTranslation('components')
  const actorRef = useActorRef(counterMachine)
  const count = useSelector(actorRef, (s) => s.context.count)
  return (
    <Stack gap="3" data-testid="playground-counter">
      <Heading as="h3" size="sm">
        {t('counter.title')}
      </Heading>
      <HStack gap="3">
        <Button size="sm" variant="outline" aria-label={t('counter.decrement')} data-testid="playground-counter-decrement" onClick={() => actorRef.send({ type: 'counter.decrement' })}>
          −
        </Button>
        <Text
          as="output"
          fontSize="2xl"
          fontWeight="bold"
          minW="12"
          textAlign="center"
          aria-label={t('counter.label')}
          aria-live="polite"
          data-testid="playground-counter-value"
        >
          {count}
        </Text>
        <Button size="sm" variant="outline" aria-label={t('counter.increment')} data-testid="playground-counter-increment" onClick={() => actorRef.send({ type: 'counter.increment' })}>
          +
        </Button>
        <Button size="sm" variant="ghost" data-testid="playground-counter-reset" onClick={() => actorRef.send({ type: 'counter.reset' })}>
          {t('counter.reset')}
        </Button>
      </HStack>
    </Stack>
  )
}

function ModalDemo() {
  const { t } = useTranslation('components')
  const actorRef = useActorRef(modalMachine.provide({ actions: { notifyConfirmed: () => notify('success', ct('modal.confirmed')) } }))
  const open = useSelector(actorRef, selectModalOpen)
  return (
    <Stack gap="3">
      <Heading as="h3" size="sm">
        {t('modal.title')}
      </Heading>
      <AppDialog
        open={open}
        onOpen={() => actorRef.send({ type: 'modal.open' })}
        onClose={() => actorRef.send({ type: 'modal.cancel' })}
        trigger={
          <Button size="sm" colorPalette="teal" variant="outline" alignSelf="flex-start" data-testid="playground-modal-open-button">
            {t('modal.open')}
          </Button>
        }
        title={t('modal.heading')}
        testId="playground-modal"
        closeLabel={t('modal.close')}
        closeTestId="playground-modal-close"
        description={t('modal.body')}
        cancel={{ label: t('modal.cancel'), testId: 'playground-modal-cancel', onClick: () => actorRef.send({ type: 'modal.cancel' }) }}
        confirm={{ label: t('modal.confirm'), testId: 'playground-modal-confirm', onClick: () => actorRef.send({ type: 'modal.confirm' }) }}
      />
    </Stack>
  )
}

function TooltipDemo() {
  const { t } = useTranslation('components')
  return (
    <Stack gap="3">
      <Heading as="h3" size="sm">
        {t('tooltip.title')}
      </Heading>
      <Box>
        <Tooltip content={t('tooltip.content')} testId="playground-tooltip">
          <Button size="sm" variant="subtle" data-testid="playground-tooltip-trigger">
            {t('tooltip.trigger')}
          </Button>
        </Tooltip>
      </Box>
    </Stack>
  )
}

export function InteractiveSection() {
  const { t } = useTranslation('components')
  return (
    <PlaygroundSection id="interactive" title={t('sections.interactive')}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        <Counter />
        <ModalDemo />
        <TooltipDemo />
      </SimpleGrid>
    </PlaygroundSection>
  )
}

export function TabsSection() {
  const { t } = useTranslation('components')
  const actorRef = useActorRef(tabsMachine)
  const active = useSelector(actorRef, (s) => s.context.active)
  return (
    <PlaygroundSection id="tabs" title={t('sections.tabs')}>
      <Tabs.Root value={active} onValueChange={(d) => actorRef.send({ type: 'tab.select', tab: d.value as TabId })} variant="line" colorPalette="teal" data-testid="playground-tabs">
        <Tabs.List aria-label={t('tabs.aria')}>
          {TAB_IDS.map((id) => (
            <Tabs.Trigger key={id} value={id} data-testid={`playground-tab-${id}`}>
              {t(`tabs.${id}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TAB_IDS.map((id) => (
          <Tabs.Content key={id} value={id} data-testid={`playground-tab-panel-${id}`}>
            <Text>{t(`tabs.panels.${id}`)}</Text>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </PlaygroundSection>
  )
}

export function AccordionSection() {
  const { t } = useTranslation('components')
  const actorRef = useActorRef(accordionMachine)
  const open = useSelector(actorRef, (s) => s.context.open)
  return (
    <PlaygroundSection id="accordion" title={t('sections.accordion')}>
      <Accordion.Root
        collapsible
        value={open ? [open] : []}
        onValueChange={(d) => {
          const id = (d.value[0] ?? open) as AccordionItemId | null
          if (id) actorRef.send({ type: 'item.toggle', id })
        }}
        variant="enclosed"
        data-testid="playground-accordion"
      >
        {ACCORDION_ITEMS.map((id) => (
          <Accordion.Item key={id} value={id} data-testid={`playground-accordion-${id}`}>
            <Accordion.ItemTrigger data-testid={`playground-accordion-${id}-trigger`}>
              <Text flex="1" fontWeight="medium">
                {t(`accordion.items.${id}.title`)}
              </Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent data-testid={`playground-accordion-${id}-content`}>
              <Accordion.ItemBody>{t(`accordion.items.${id}.content`)}</Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </PlaygroundSection>
  )
}
