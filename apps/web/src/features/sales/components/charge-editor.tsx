// docs/product.md §29.2, §29.4: what a charge issues. A repair's chargeable lines (read-only, at the workshop's
// default rate) or a counter sale's typed lines; their VAT per rate and the total, computed by the domain's rule as
// the server will; simplified or full (a full one names its customer); "Emitir" issues and opens the document.
import type { TRepair, TSalesTaxSettings } from '@rueda/domain';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { notifySuccess } from '@/lib/notify';
import { useIssueInvoice } from '../api/issue-invoice';
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
import { VatBreakdownTable } from './vat-breakdown-table';

/** What a charge comes to, for the payment's part of the screen. */
export interface ChargeSummary {
  kind: ChargeKind;
  totalCents: number;
  repairId: string | null;
}

export interface ChargeEditorProps {
  settings: TSalesTaxSettings;
  /** The repair charged; null for a counter sale. */
  repair: TRepair | null;
  /**
   * docs/product.md §29: how the customer pays, what a deposit already covered and the till are being built on the
   * server; their part of the screen goes here, between the document and "Emitir". Nothing is drawn until then.
   */
  renderPayment?: (charge: ChargeSummary) => ReactNode;
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

export function ChargeEditor({ settings, repair, renderPayment }: ChargeEditorProps) {
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

  const lines = useMemo(
    () => (repair ? pricedRepairLines(repair, settings.defaultRateBp) : pricedDraftLines(draftLines)),
    [repair, settings.defaultRateBp, draftLines],
  );
  const breakdown = useMemo(() => breakdownOf(lines), [lines]);
  const isOverLimit = breakdown.totalCents > settings.simplifiedLimitCents;
  const customerErrors = kind === 'full' && isTried ? { ...customerErrorsOf(customer), ...refusedCustomer } : refusedCustomer;

  function onIssue() {
    if (issue.isPending) return;
    setIsTried(true);
    setRefusal(null);
    const hasLineProblems = repair === null && draftLines.some((line) => draftLineProblems(line).length > 0);
    if (lines.length === 0 || hasLineProblems) return;
    // The same refusal the server would give (docs/product.md §29.4), said before asking it.
    if (kind === 'simplified' && isOverLimit) {
      setRefusal({ kind: 'fields', fields: [{ field: 'kind', key: 'refusal.overLimit' }] });
      return;
    }
    if (kind === 'full' && Object.keys(customerErrorsOf(customer)).length > 0) return;
    issue.mutate(
      {
        kind,
        repairId: repair?.id ?? null,
        lines: repair ? [] : issueLinesOf(draftLines),
        customer: kind === 'full' ? customerInputOf(customer) : null,
      },
      {
        onSuccess: (document) => {
          notifySuccess(t('charge.issued', { number: document.numberText }));
          void navigate(paths.app.salesDocument.getHref(document.id));
        },
        onError: (error) => {
          const refused = chargeRefusalOf(error);
          setRefusal(refused);
          setRefusedCustomer(refusedCustomerFields(refused, t));
        },
      },
    );
  }

  // Ctrl+Enter (⌘+Enter) issues from anywhere on the screen, inputs included.
  useHotkeys([['mod+Enter', onIssue]], []);

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
      {renderPayment?.({ kind, totalCents: breakdown.totalCents, repairId: repair?.id ?? null })}
      {refusal ? <ChargeRefusalAlert refusal={refusal} /> : null}
      <Group justify="space-between" align="center">
        <Text size="lg" fw={700} data-testid="charge-total">
          {t('charge.total', { total: formatMoney(breakdown.totalCents) })}
        </Text>
        <Button size="md" onClick={onIssue} loading={issue.isPending} disabled={lines.length === 0 && repair !== null}>
          {t(kind === 'full' ? 'charge.issueFull' : 'charge.issueSimplified')}
        </Button>
      </Group>
    </Stack>
  );
}
