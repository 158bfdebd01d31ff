// The customer's one answer to the estimate (docs/product.md §21.3): the lines with a checkbox each (all marked at
// first), "approve all", "approve what is marked" or "decline", an optional comment and spending limit, then a
// confirmation step before it is sent, since it cannot be changed after.
import { formatAmount, REPAIR_LINK_COMMENT_MAX_LENGTH, REPAIR_LINK_MAX_SPENDING_LIMIT_CENTS, type TPublicRepair } from '@rueda/domain';
import { Alert, Button, Card, Checkbox, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { PublicCallError } from '../../shared/public-call';
import { useTexts, type TextKey } from '../texts';
import type { EstimateAnswer } from '../use-public-repair';

/** "49,90", "49.90" or "50" in the currency's unit, as cents; null when empty; undefined when not an amount. */
function centsOf(value: string): number | null | undefined {
  const text = value.trim().replace(',', '.');
  if (text === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  const cents = Math.round(Number(text) * 100);
  return cents <= REPAIR_LINK_MAX_SPENDING_LIMIT_CENTS ? cents : undefined;
}

export function EstimateForm({ repair, onRespond }: { repair: TPublicRepair; onRespond: (answer: EstimateAnswer) => Promise<void> }) {
  const { t } = useTexts();
  const { lines, totalCents, currency } = repair.estimate;
  const [approved, setApproved] = useState<ReadonlySet<string>>(() => new Set(lines.map((line) => line.id)));
  const [comment, setComment] = useState('');
  const [limit, setLimit] = useState('');
  const [limitError, setLimitError] = useState(false);
  const [review, setReview] = useState<EstimateAnswer | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [sendError, setSendError] = useState<TextKey | null>(null);
  const reviewTitle = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (review) reviewTitle.current?.focus();
  }, [review]);

  const approvedCents = lines.filter((line) => approved.has(line.id)).reduce((sum, line) => sum + line.price * line.quantity, 0);
  const isSomeMarked = approved.size > 0 && approved.size < lines.length;

  function toggle(id: string, isChecked: boolean) {
    const next = new Set(approved);
    if (isChecked) next.add(id);
    else next.delete(id);
    setApproved(next);
  }

  function toReview(decision: EstimateAnswer['decision']) {
    const spendingLimitCents = centsOf(limit);
    if (spendingLimitCents === undefined) {
      setLimitError(true);
      return;
    }
    setSendError(null);
    setReview({
      decision,
      shownLines: lines.map(({ id, quantity, price }) => ({ id, quantity, price })),
      ...(decision === 'partial' ? { approvedLineIds: lines.filter((line) => approved.has(line.id)).map((line) => line.id) } : {}),
      ...(comment.trim() ? { comment: comment.trim() } : {}),
      ...(spendingLimitCents !== null ? { spendingLimitCents } : {}),
    });
  }

  async function send() {
    if (!review) return;
    setIsSending(true);
    try {
      await onRespond(review);
    } catch (error) {
      setSendError(error instanceof PublicCallError && error.code === 'invalid-argument' ? 'confirm.invalid' : 'confirm.failed');
      setIsSending(false);
    }
  }

  if (review) {
    const amount = formatAmount(review.decision === 'approved' ? totalCents : approvedCents, currency.code);
    return (
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="review-title">
        <Stack gap="sm">
          <Title order={3} size="h5" id="review-title" ref={reviewTitle} tabIndex={-1}>
            {t('confirm.title')}
          </Title>
          <Text>
            {review.decision === 'partial'
              ? t('confirm.partial', { count: review.approvedLineIds?.length ?? 0, total: lines.length, amount })
              : t(`confirm.${review.decision}`, { amount })}
          </Text>
          {review.comment ? <Text size="sm">{t('confirm.comment', { comment: review.comment })}</Text> : null}
          {review.spendingLimitCents !== undefined && review.spendingLimitCents !== null ? (
            <Text size="sm">{t('confirm.limit', { amount: formatAmount(review.spendingLimitCents, currency.code) })}</Text>
          ) : null}
          <Text size="sm" c="dimmed">
            {t('confirm.once')}
          </Text>
          {sendError ? (
            <Alert color="red" role="alert">
              {t(sendError)}
            </Alert>
          ) : null}
          {/* One under the other on a phone: side by side, "Enviar respuesta" was cut on a 390 px screen. */}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <Button size="md" variant="default" onClick={() => setReview(null)} disabled={isSending}>
              {t('confirm.back')}
            </Button>
            <Button size="md" onClick={() => void send()} loading={isSending}>
              {t('confirm.send')}
            </Button>
          </SimpleGrid>
        </Stack>
      </Card>
    );
  }

  return (
    <Stack gap="md">
      {lines.length > 0 ? (
        <>
          <Text size="sm" c="dimmed">
            {t('estimate.choose')}
          </Text>
          <Stack gap="xs" role="group" aria-label={t('estimate.lines')}>
            {lines.map((line) => (
              <Group key={line.id} justify="space-between" wrap="nowrap" align="flex-start">
                <Checkbox
                  size="md"
                  checked={approved.has(line.id)}
                  onChange={(event) => toggle(line.id, event.currentTarget.checked)}
                  label={t('estimate.line', { quantity: line.quantity, title: line.title })}
                />
                <Text style={{ whiteSpace: 'nowrap' }}>{formatAmount(line.price * line.quantity, currency.code)}</Text>
              </Group>
            ))}
          </Stack>
          <Group justify="space-between">
            <Text fw={700}>{t('estimate.total')}</Text>
            <Text fw={700} data-testid="estimate-total">
              {formatAmount(totalCents, currency.code)}
            </Text>
          </Group>
          {isSomeMarked ? (
            <Text size="sm" c="dimmed" ta="right">
              {t('estimate.selected', { amount: formatAmount(approvedCents, currency.code) })}
            </Text>
          ) : null}
        </>
      ) : (
        <Text c="dimmed">{t('estimate.empty')}</Text>
      )}
      <Textarea
        label={t('estimate.comment')}
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
        maxLength={REPAIR_LINK_COMMENT_MAX_LENGTH}
        rows={3}
      />
      <TextInput
        label={t('estimate.limit')}
        description={t('estimate.limitHelp')}
        value={limit}
        onChange={(event) => {
          setLimit(event.currentTarget.value);
          setLimitError(false);
        }}
        inputMode="decimal"
        rightSection={<Text size="sm">{currency.symbol}</Text>}
        error={limitError ? t('estimate.limitInvalid') : undefined}
      />
      <Stack gap="xs">
        <Button size="md" onClick={() => toReview('approved')}>
          {t('estimate.approveAll')}
        </Button>
        {lines.length > 0 ? (
          <Button size="md" variant="light" disabled={!isSomeMarked} onClick={() => toReview('partial')}>
            {t('estimate.approveSelected')}
          </Button>
        ) : null}
        <Button size="md" variant="outline" color="red" onClick={() => toReview('declined')}>
          {t('estimate.decline')}
        </Button>
      </Stack>
    </Stack>
  );
}
