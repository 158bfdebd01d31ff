// docs/product.md §29.5: the payment rows of a charge or of a document paid later: each its method (the country's),
// its amount (prefilled with what remains) and, for cash, what was handed over with the change worked out as it is
// typed; rows added and removed up to SALES_PAYMENTS_MAX; said at once when together they go over what remains.
// Enter in an amount moves on to the next field, and from the last one to the action that sends them.
import type { SalesPaymentMethod } from '@rueda/domain';
import { ActionIcon, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/money-input';
import { OutlineIcon } from '@/components/outline-icon';
import { formatMoney } from '../sales-format';
import { paymentDraft, SALES_PAYMENTS_MAX, type PaymentDraft, type PaymentsCheck } from './payment-drafts';

const REMOVE_ICON = ['M18 6l-12 12', 'M6 6l12 12'];

export interface PaymentRowsProps {
  drafts: readonly PaymentDraft[];
  onChange: (drafts: PaymentDraft[]) => void;
  /** The rows checked against what remains (checkPayments). */
  check: PaymentsCheck;
  remainingCents: number;
  methods: readonly SalesPaymentMethod[];
  /** Whether to show each row's problems (once sending was tried). */
  showProblems: boolean;
  /** Enter in the last field: the caller moves the focus to its action. */
  onDone?: () => void;
  /** The most rows taken (a deposit is one); SALES_PAYMENTS_MAX unless told. */
  maxRows?: number;
}

export function PaymentRows(props: PaymentRowsProps) {
  const { drafts, onChange, check, remainingCents, methods, showProblems, onDone, maxRows = SALES_PAYMENTS_MAX } = props;
  const { t } = useTranslation('sales');
  const container = useRef<HTMLDivElement>(null);

  const update = (key: string, fields: Partial<PaymentDraft>) =>
    onChange(drafts.map((draft) => (draft.key === key ? { ...draft, ...fields } : draft)));

  function moveOn(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const fields = [...(container.current?.querySelectorAll<HTMLInputElement>('input[data-payment-field]') ?? [])];
    const next = fields[fields.indexOf(event.currentTarget) + 1];
    if (next) next.focus();
    else onDone?.();
  }

  return (
    <Stack gap="sm" ref={container}>
      {drafts.map((draft, index) => {
        const number = index + 1;
        const problems = showProblems ? (check.problems[index] ?? []) : [];
        const change = check.changes[index] ?? null;
        return (
          <Group key={draft.key} gap="sm" align="flex-start" wrap="wrap" role="group" aria-label={t('payments.row', { number })}>
            <NativeSelect
              w={170}
              label={t('payments.methodLabel')}
              aria-label={t('payments.method', { number })}
              value={draft.method}
              onChange={(event) => {
                const method = event.currentTarget.value as SalesPaymentMethod;
                update(draft.key, { method, tenderedCents: method === 'cash' ? draft.tenderedCents : null });
              }}
              data={methods.map((method) => ({ value: method, label: t(`payments.methods.${method}`) }))}
            />
            <MoneyInput
              w={150}
              label={t('payments.amountLabel')}
              aria-label={t('payments.amount', { number })}
              currencySymbol="€"
              value={check.amounts[index] ?? null}
              onChange={(cents) => update(draft.key, { amountCents: cents, isAmountTyped: true })}
              onKeyDown={moveOn}
              data-payment-field=""
              error={problems.includes('amount') ? t('payments.amountRequired') : undefined}
            />
            {draft.method === 'cash' ? (
              <Stack gap={2}>
                <MoneyInput
                  w={150}
                  label={t('payments.tenderedLabel')}
                  aria-label={t('payments.tendered', { number })}
                  placeholder={t('payments.tenderedPlaceholder')}
                  currencySymbol="€"
                  value={draft.tenderedCents}
                  onChange={(cents) => update(draft.key, { tenderedCents: cents === 0 ? null : cents })}
                  onKeyDown={moveOn}
                  data-payment-field=""
                  error={(check.problems[index] ?? []).includes('tendered') ? t('payments.tenderedShort') : undefined}
                />
                {change !== null ? (
                  <Text size="sm" fw={700} aria-live="polite" data-testid={`payment-change-${number}`}>
                    {t('payments.change', { change: formatMoney(change) })}
                  </Text>
                ) : null}
              </Stack>
            ) : null}
            {drafts.length > 1 ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                mt={30}
                aria-label={t('payments.remove', { number })}
                onClick={() => onChange(drafts.filter((each) => each.key !== draft.key))}
              >
                <OutlineIcon paths={REMOVE_ICON} size={16} />
              </ActionIcon>
            ) : null}
          </Group>
        );
      })}
      <Group gap="sm" justify="space-between">
        {maxRows > 1 ? (
          <Button
            variant="default"
            size="xs"
            onClick={() => onChange([...drafts, paymentDraft(methods.find((method) => method !== drafts.at(-1)?.method) ?? 'cash')])}
            disabled={drafts.length >= maxRows}
          >
            {t('payments.add')}
          </Button>
        ) : (
          <span />
        )}
        {check.overCents > 0 ? (
          <Text size="sm" c="red" data-testid="payments-over">
            {t('payments.over', { over: formatMoney(check.overCents), remaining: formatMoney(Math.max(remainingCents, 0)) })}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
