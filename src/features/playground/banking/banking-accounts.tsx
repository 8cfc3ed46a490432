import { Button, HStack, Progress, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { BankAccount } from '@machines/playground/banking-data'
import { creditSummary, thisMonthChange, totalBalance } from '@machines/playground/banking-rules'
import type { BankingAccountsViewModel } from '@machines/playground/banking-accounts.machine'
import { Icon } from '@/ui/icons'
import { useBankingFormat } from './banking-format'
import { QUICK_ACTIONS, type QuickAction } from './banking-test-ids'
import { GAIN_COLOR, LOSS_COLOR, Panel } from './banking-ui'

const ACCOUNT_PALETTE: Record<BankAccount['id'], string> = { checking: 'teal', savings: 'blue', credit: 'purple', investment: 'orange' }
const QUICK_ACTION_KEY: Record<QuickAction, string> = {
  transfer: 'transfer',
  'pay-bill': 'payBill',
  deposit: 'deposit',
  'send-money': 'sendMoney',
  cards: 'cards',
  statements: 'statements',
}
const QUICK_ACTION_ICON: Record<QuickAction, ReactNode> = {
  transfer: <path d="M7 7h13l-4-4M17 17H4l4 4" />,
  'pay-bill': (
    <>
      <path d="M6 2h12v20l-3-2-3 2-3-2-3 2z" />
      <path d="M9 7h6M9 11h6M9 15h4" />
    </>
  ),
  deposit: <path d="M12 3v12m-5-5 5 5 5-5M4 21h16" />,
  'send-money': <path d="M22 2 11 13M22 2l-7 20-4-9-9-4z" />,
  cards: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M2 10h20M6 15h4" />
    </>
  ),
  statements: (
    <>
      <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
      <path d="M14 2v6h6M8 13h8M8 17h8" />
    </>
  ),
}

/** The four selectable accounts: the pressed one is the default source of transfers and payments. */
export function AccountsPanel({ accounts: context, onSelect }: { accounts: Pick<BankingAccountsViewModel, 'accounts' | 'selectedId'>; onSelect: (id: BankAccount['id']) => void }) {
  const { t } = useTranslation('banking')
  const f = useBankingFormat()
  return (
    <Panel title={t('accounts.title')} titleId="banking-accounts-title" testId="banking-accounts">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" role="group" aria-label={t('accounts.aria')}>
        {context.accounts.map((account) => {
          const selected = account.id === context.selectedId
          const palette = ACCOUNT_PALETTE[account.id]
          return (
            <chakra.button
              key={account.id}
              type="button"
              aria-pressed={selected}
              data-testid={`banking-account-${account.id}`}
              onClick={() => onSelect(account.id)}
              textAlign="start"
              p="4"
              rounded="l2"
              borderWidth="2px"
              borderColor={selected ? `${palette}.solid` : 'border'}
              bg={selected ? `${palette}.subtle` : 'bg'}
              cursor="pointer"
              transition="border-color 0.15s, background 0.15s"
              _hover={{ borderColor: `${palette}.emphasized` }}
              _focusVisible={{ outline: '2px solid', outlineColor: `${palette}.focusRing`, outlineOffset: '2px' }}
            >
              <Stack gap="1">
                <HStack justify="space-between" gap="2">
                  <Text fontWeight="semibold">{t(`accounts.names.${account.id}`)}</Text>
                  {selected && (
                    <Text as="span" fontSize="xs" color={`${palette}.fg`} fontWeight="semibold">
                      {t('accounts.selected')}
                    </Text>
                  )}
                </HStack>
                <Text fontSize="sm" color="fg.muted" fontFamily="mono" data-testid={`banking-account-${account.id}-number`}>
                  {account.maskedNumber}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {t('accounts.balance')}
                </Text>
                <Text fontSize="xl" fontWeight="bold" data-testid={`banking-account-${account.id}-balance`} color={account.balance < 0 ? LOSS_COLOR : 'fg'}>
                  {f.money(account.balance)}
                </Text>
              </Stack>
            </chakra.button>
          )
        })}
      </SimpleGrid>
    </Panel>
  )
}

/** Total balance (non-credit accounts) with this month's and last month's change. */
export function TotalBalanceCard({ accounts: context }: { accounts: Pick<BankingAccountsViewModel, 'accounts' | 'monthStartTotal' | 'lastMonthChange'> }) {
  const { t } = useTranslation('banking')
  const f = useBankingFormat()
  const thisMonth = thisMonthChange(context.accounts, context.monthStartTotal)
  const tone = (v: number) => (v >= 0 ? GAIN_COLOR : LOSS_COLOR)
  return (
    <Panel title={t('total.title')} titleId="banking-total-title" testId="banking-total-card">
      <Stack gap="3">
        <Text fontSize="3xl" fontWeight="bold" data-testid="banking-total-balance">
          {f.money(totalBalance(context.accounts))}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('total.note')}
        </Text>
        <HStack gap="6" flexWrap="wrap">
          <Stack gap="0">
            <Text fontSize="xs" color="fg.muted">
              {t('total.thisMonth')}
            </Text>
            <Text fontWeight="semibold" color={tone(thisMonth)} data-testid="banking-this-month">
              {f.signedMoney(thisMonth)}
            </Text>
          </Stack>
          <Stack gap="0">
            <Text fontSize="xs" color="fg.muted">
              {t('total.lastMonth')}
            </Text>
            <Text fontWeight="semibold" color={tone(context.lastMonthChange)} data-testid="banking-last-month">
              {f.signedMoney(context.lastMonthChange)}
            </Text>
          </Stack>
        </HStack>
      </Stack>
    </Panel>
  )
}

/** Available credit with the usage bar (a progressbar with aria-valuenow = the percent used). */
export function CreditCardCard({ account }: { account: BankAccount }) {
  const { t } = useTranslation('banking')
  const f = useBankingFormat()
  const credit = creditSummary(account)
  return (
    <Panel title={t('credit.title')} titleId="banking-credit-title" testId="banking-credit-card">
      <Stack gap="3">
        <Stack gap="0">
          <Text fontSize="xs" color="fg.muted">
            {t('credit.available')}
          </Text>
          <Text fontSize="2xl" fontWeight="bold" data-testid="banking-credit-available">
            {f.money(credit.available)}
          </Text>
        </Stack>
        <Progress.Root value={Math.min(100, credit.usedPercent)} max={100} colorPalette="purple" size="sm">
          <Progress.Track data-testid="banking-credit-usage-bar" aria-label={t('credit.usageAria')} aria-valuetext={`${credit.usedPercent}%`}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="sm" color="fg.muted" data-testid="banking-credit-usage">
          {t('credit.usage', { percent: credit.usedPercent, limit: f.money(credit.limit) })}
        </Text>
      </Stack>
    </Panel>
  )
}

/** Six quick actions: transfer and pay-bill open their modals, the others explain themselves in a toast. */
export function QuickActionsPanel({ onAction }: { onAction: (action: QuickAction) => void }) {
  const { t } = useTranslation('banking')
  return (
    <Panel title={t('quickActions.title')} titleId="banking-quick-actions-title" testId="banking-quick-actions">
      <SimpleGrid columns={{ base: 2, sm: 3 }} gap="2">
        {QUICK_ACTIONS.map((action) => (
          <Button key={action} variant="outline" h="auto" py="3" flexDirection="column" gap="1" onClick={() => onAction(action)} data-testid={`banking-quick-action-${action}`}>
            <Icon size="5">{QUICK_ACTION_ICON[action]}</Icon>
            {t(`quickActions.${QUICK_ACTION_KEY[action]}`)}
          </Button>
        ))}
      </SimpleGrid>
    </Panel>
  )
}
