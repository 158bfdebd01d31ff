// docs/product.md §29.2, §29.4: what a charge issues. A repair's chargeable lines (read-only, at the workshop's
// default rate) or a counter sale's typed lines; their VAT per rate and the total, computed by the domain's rule as
// the server will; simplified or full (a full one names its customer); how it is paid (docs/product.md §29.5, the
// repair's deposits deducted); "Emitir y cobrar" issues with its payments, "Emitir sin cobrar" leaves them for later.
import type { TRepair, TSalesTaxSettings } from '@rueda/domain';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { repairsKeys } from '@/features/repairs';
import { notifySuccess } from '@/lib/notify';
import { useIssueInvoice } from '../api/issue-invoice';
import { paymentsKeys } from '../api/list-payments';
import { customerErrorsOf, customerInputOf, customerOfRepair, emptyCustomer, type CustomerField } from '../customer-form';
import { chargeRefusalOf, type ChargeRefusal } from '../refusals';
import {
  breakdownOf,
  draftLine,
  draftLineProblems,
  issueLinesOf,
  pricedDraftLines,
  pricedRepairLines,
  type DraftLine,
} from '../sale-lines';
import { formatMoney } from '../sales-format';
import { ChargeRefusalAlert } from './charge-refusal-alert';
import { CounterLinesEditor } from './counter-lines-editor';
import { CustomerFields } from './customer-fields';
import { KindChoice, type ChargeKind } from './kind-choice';
import { LinesTable } from './lines-table';
import { PaymentChargeSection, useChargePayments } from './payment-charge-section';
import { isPaymentsCheckClean, paymentInputsOf } from './payment-drafts';
import { issuePaymentRefusalKey } from './payment-refusal';
import { VatBreakdownTable } from './vat-breakdown-table';

export interface ChargeEditorProps {
  settings: TSalesTaxSettings;
  /** The repair charged; null for a counter sale. */
  repair: TRepair | null;
}

/** The refused customer fields, each with the text that explains it. */
function refusedCustomerFields(refusal: ChargeRefusal, t: (key: 'refusal.taxId' | 'refusal.customer') => string) {
  if (refusal.kind !== 'fields') return {};
  const errors: Partial<Record<CustomerField, string>> = {};
  for (const { field } of refusal.fields) {
    const name = field.replace(/^customer\./, '') as CustomerField;
    if (field.startsWith('customer.') && name !== ('customerId' as string))
      errors[name] = t(name === 'taxId' ? 'refusal.taxId' : 'refusal.customer');
  }
  return errors;
}

export function ChargeEditor({ settings, repair }: ChargeEditorProps) {
  const { t } = useTranslation('sales');
  const navigate = useNavigate();
  const issue = useIssueInvoice();
  const [draftLines, setDraftLines] = useState<DraftLine[]>(() => (repair ? [] : [draftLine(settings.defaultRateBp)]));
  const [kind, setKind] = useState<ChargeKind>('simplified');
  const [customer, setCustomer] = useState(() =>
    repair ? customerOfRepair(repair.customer, settings.country) : emptyCustomer(settings.country),
  );
  const [isTried, setIsTried] = useState(false);
  const [refusal, setRefusal] = useState<ChargeRefusal | null>(null);
  const [refusedCustomer, setRefusedCustomer] = useState<Partial<Record<CustomerField, string>>>({});
  const [isPaymentTried, setIsPaymentTried] = useState(false);
  const [paymentRefusalKey, setPaymentRefusalKey] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const chargeButton = useRef<HTMLButtonElement>(null);

  const lines = useMemo(
    () => (repair ? pricedRepairLines(repair, settings.defaultRateBp) : pricedDraftLines(draftLines)),
    [repair, settings.defaultRateBp, draftLines],
  );
  const breakdown = useMemo(() => breakdownOf(lines), [lines]);
  const isOverLimit = breakdown.totalCents > settings.simplifiedLimitCents;
  const payments = useChargePayments({ repairId: repair?.id ?? null, totalCents: breakdown.totalCents, country: settings.country });
  // Nothing left to pay (the deposits cover it): issuing is all there is.
  const isSettled = payments.isReady && lines.length > 0 && payments.remainingCents <= 0;
  const isNothingToCharge = lines.length === 0 && repair !== null;
  const customerErrors = kind === 'full' && isTried ? { ...customerErrorsOf(customer), ...refusedCustomer } : refusedCustomer;

  /** Issues the document; with `withPayments`, the payment rows are recorded with it (docs/product.md §29.5). */
  function onIssue(withPayments: boolean) {
    if (issue.isPending) return;
    setIsTried(true);
    setRefusal(null);
    setPaymentRefusalKey(null);
    const hasLineProblems = repair === null && draftLines.some((line) => draftLineProblems(line).length > 0);
    if (lines.length === 0 || hasLineProblems) return;
    // The same refusal the server would give (docs/product.md §29.4), said before asking it.
    if (kind === 'simplified' && isOverLimit) {
      setRefusal({ kind: 'fields', fields: [{ field: 'kind', key: 'refusal.overLimit' }] });
      return;
    }
    if (kind === 'full' && Object.keys(customerErrorsOf(customer)).length > 0) return;
    const isPaying = withPayments && !isSettled;
    if (isPaying && !payments.isReady) return;
    if (isPaying) setIsPaymentTried(true);
    if (isPaying && !isPaymentsCheckClean(payments.check)) return;
    issue.mutate(
      {
        kind,
        repairId: repair?.id ?? null,
        lines: repair ? [] : issueLinesOf(draftLines),
        customer: kind === 'full' ? customerInputOf(customer) : null,
        ...(isPaying ? { payments: paymentInputsOf(payments.drafts, payments.remainingCents) } : {}),
      },
      {
        onSuccess: (document) => {
          notifySuccess(t('charge.issued', { number: document.numberText }));
          // The repair's money and its payment state follow the issue (docs/product.md §29.5).
          void queryClient.invalidateQueries({ queryKey: paymentsKeys.all() });
          if (repair) void queryClient.invalidateQueries({ queryKey: repairsKeys.detail(repair.id) });
          void navigate(paths.app.salesDocument.getHref(document.id));
        },
        onError: (error) => {
          // Refused for its payments: nothing was issued; what remains is read again.
          const paymentKey = issuePaymentRefusalKey(error);
          if (paymentKey !== null) {
            setPaymentRefusalKey(paymentKey);
            payments.retry();
            return;
          }
          const refused = chargeRefusalOf(error);
          setRefusal(refused);
          setRefusedCustomer(refusedCustomerFields(refused, t));
        },
      },
    );
  }

  // Ctrl+Enter (⌘+Enter) issues and charges from anywhere on the screen, inputs included.
  useHotkeys([['mod+Enter', () => onIssue(true)]], []);

  return (
    <Stack gap="md">
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="charge-lines-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="charge-lines-title">
            {t('charge.linesTitle')}
          </Title>
          {repair === null ? (
            <CounterLinesEditor
              lines={draftLines}
              onChange={(next) => {
                setDraftLines(next);
                setRefusal(null);
              }}
              region={settings.region}
              defaultRateBp={settings.defaultRateBp}
              showProblems={isTried}
            />
          ) : lines.length > 0 ? (
            <LinesTable lines={lines} label={t('charge.repairLines')} />
          ) : (
            <Alert color="gray" title={t('charge.nothingToCharge')} />
          )}
          {repair === null && isTried && lines.length === 0 ? (
            <Text size="sm" c="red">
              {t('counter.noLines')}
            </Text>
          ) : null}
        </Stack>
      </Card>
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="charge-vat-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="charge-vat-title">
            {t('breakdown.title')}
          </Title>
          {lines.length > 0 ? <VatBreakdownTable breakdown={breakdown} /> : <Text c="dimmed">{t('breakdown.empty')}</Text>}
        </Stack>
      </Card>
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="charge-document-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="charge-document-title">
            {t('charge.documentTitle')}
          </Title>
          <KindChoice
            kind={kind}
            onChange={(next) => {
              setKind(next);
              setRefusal(null);
            }}
            isOverLimit={isOverLimit}
            limitCents={settings.simplifiedLimitCents}
          />
          {kind === 'full' ? (
            <CustomerFields
              value={customer}
              onChange={(next, field) => {
                setCustomer(next);
                setRefusedCustomer(({ [field]: _refused, ...rest }) => rest);
              }}
              errors={customerErrors}
            />
          ) : null}
        </Stack>
      </Card>
      {lines.length > 0 ? (
        <PaymentChargeSection
          payments={payments}
          showProblems={isPaymentTried}
          refusalKey={paymentRefusalKey}
          onDone={() => chargeButton.current?.focus()}
        />
      ) : null}
      {refusal ? <ChargeRefusalAlert refusal={refusal} /> : null}
      <Group justify="space-between" align="center">
        <Text size="lg" fw={700} data-testid="charge-total">
          {t('charge.total', { total: formatMoney(breakdown.totalCents) })}
        </Text>
        {!isSettled ? (
          <Group gap="sm">
            <Button size="md" variant="default" onClick={() => onIssue(false)} disabled={issue.isPending || isNothingToCharge}>
              {t('payments.issueWithoutCharging')}
            </Button>
            <Button
              size="md"
              ref={chargeButton}
              onClick={() => onIssue(true)}
              loading={issue.isPending}
              disabled={!payments.isReady || isNothingToCharge}
            >
              {t('payments.issueAndCharge')}
            </Button>
          </Group>
        ) : (
          <Button size="md" ref={chargeButton} onClick={() => onIssue(false)} loading={issue.isPending} disabled={isNothingToCharge}>
            {t(kind === 'full' ? 'charge.issueFull' : 'charge.issueSimplified')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
