import { Badge, Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { CATEGORY_FILTERS, type CategoryFilter } from '@machines/playground/banking-data'
import { visibleTransactions, type BankingTransactionsEvent, type BankingTransactionsViewModel } from '@machines/playground/banking-transactions.machine'
import { useBankingFormat } from './banking-format'
import { GAIN_COLOR, Panel } from './banking-ui'
import { FormField, SelectField } from '@/ui/form'

/** Search, category and date filters, the CSV export and the rows (newest first). */
export function TransactionsPanel({ transactions: context, send }: { transactions: BankingTransactionsViewModel; send: (event: BankingTransactionsEvent) => void }) {
  const { t } = useTranslation('banking')
  const f = useBankingFormat()
  const rows = visibleTransactions(context)
  const rangeLabel = t(`transactions.ranges.${context.range}`)
  return (
    <Panel
      title={t('transactions.title')}
      titleId="banking-transactions-title"
      testId="banking-transactions"
      actions={
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={() => send({ type: 'range.cycle' })} data-testid="banking-date-filter-button" data-range={context.range} aria-label={t('transactions.dateFilterAria', { range: rangeLabel })}>
            {t('transactions.dateFilter', { range: rangeLabel })}
          </Button>
          <Button size="sm" colorPalette="teal" onClick={() => send({ type: 'transactions.export' })} data-testid="banking-export-button" aria-label={t('transactions.exportAria')}>
            {t('transactions.export')}
          </Button>
        </HStack>
      }
    >
      <Stack gap="4">
        <HStack gap="3" align="flex-end" flexWrap={{ base: 'wrap', md: 'nowrap' }}>
          <Box flex="2" minW="48">
            <FormField label={t('transactions.searchLabel')} testId="banking-transaction-search-input">
              <Input type="search" value={context.query} placeholder={t('transactions.searchPlaceholder')} onChange={(e) => send({ type: 'search.change', value: e.currentTarget.value })} data-testid="banking-transaction-search-input" />
            </FormField>
          </Box>
          <Box flex="1" minW="40">
            <SelectField
              label={t('transactions.categoryLabel')}
              testId="banking-category-select"
              value={context.category}
              onChange={(value) => send({ type: 'category.change', category: value as CategoryFilter })}
              options={CATEGORY_FILTERS.map((c) => ({ value: c, label: t(`transactions.categories.${c}`) }))}
            />
          </Box>
        </HStack>
        <Text fontSize="sm" color="fg.muted" data-testid="banking-transaction-count" aria-live="polite">
          {t('transactions.count', { shown: rows.length, total: context.transactions.length })}
        </Text>
        <Stack as="ul" listStyleType="none" gap="0" data-testid="banking-transaction-list" aria-label={t('transactions.title')}>
          {rows.map((tx) => (
            <HStack as="li" key={tx.id} data-testid={`banking-transaction-${tx.id}`} data-type={tx.type} data-category={tx.category} justify="space-between" gap="3" py="3" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
              <Stack gap="0.5" minW="0">
                <Text fontWeight="medium" truncate data-testid={`banking-transaction-${tx.id}-description`}>
                  {tx.description}
                </Text>
                <HStack gap="2" fontSize="xs" color="fg.muted" flexWrap="wrap">
                  <Text as="span" data-testid={`banking-transaction-${tx.id}-date`}>
                    {f.date(tx.date)}
                  </Text>
                  <Badge size="sm" variant="subtle" data-testid={`banking-transaction-${tx.id}-category`}>
                    {t(`transactions.categories.${tx.category}`)}
                  </Badge>
                  <Badge size="sm" colorPalette={tx.status === 'pending' ? 'orange' : 'green'} variant="outline" data-testid={`banking-transaction-${tx.id}-status`}>
                    {t(`transactions.status.${tx.status}`)}
                  </Badge>
                </HStack>
              </Stack>
              <Text fontWeight="semibold" whiteSpace="nowrap" color={tx.type === 'credit' ? GAIN_COLOR : 'fg'} data-testid={`banking-transaction-${tx.id}-amount`}>
                {f.signedMoney(tx.type === 'credit' ? tx.amount : -tx.amount)}
              </Text>
            </HStack>
          ))}
        </Stack>
        {rows.length === 0 && (
          <Text textAlign="center" color="fg.muted" py="6" data-testid="banking-transactions-empty" role="status">
            {t('transactions.empty')}
          </Text>
        )}
      </Stack>
    </Panel>
  )
}
