// docs/product.md §30.5: one queued change in the list: what, on what, made when, its state, and what the user may do
// with it: a change refused for good is tried again or let go, one waiting for a decision opens the choice.
import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatTime } from '@/lib/dates';
import { notifyError } from '@/lib/notify';
import { removeQueued, updateQueued } from '@/lib/outbox/outbox-store';
import type { QueuedChange } from '@/lib/outbox/queued-change';
import { changeTitle, problemText } from '../change-text';
import { decisionOf } from '../conflicts';
import { DiscardControl } from './discard-control';

const STATE_COLORS = { waiting: 'blue', sending: 'blue', 'needs-decision': 'orange', failed: 'red' } as const;

/** Its hour when made today, else its day too. */
function madeWhen(madeAt: number): string {
  return formatDate(madeAt) === formatDate(Date.now()) ? formatTime(madeAt) : formatDateTime(madeAt);
}

export interface QueuedChangeRowProps {
  change: QueuedChange;
  isSending: boolean;
  /** Opens the choice a change waiting for a decision asks for; without it, such a change is tried again or let go. */
  onDecide?: (change: QueuedChange) => void;
}

export function QueuedChangeRow({ change, isSending, onDecide }: QueuedChangeRowProps) {
  const { t } = useTranslation(['offline', 'repairs']);
  const title = changeTitle(t, change);
  const state = isSending ? 'sending' : change.state;
  const problem = problemText(t, change);
  const canDecide = onDecide !== undefined && decisionOf(change) !== null;
  const onSaveFailed = () => notifyError(t('saveFailed'));
  const retry = () => updateQueued({ ...change, state: 'waiting', problem: null }).catch(onSaveFailed);
  const discard = () => removeQueued(change.seq!).catch(onSaveFailed);
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {title}
          </Text>
          <Text size="xs" c="dimmed">
            {t('madeAt', { subject: change.subject, time: madeWhen(change.madeAt) })}
          </Text>
        </div>
        <Badge color={STATE_COLORS[state]} variant="light" style={{ flexShrink: 0 }}>
          {t(`states.${state}`)}
        </Badge>
      </Group>
      {problem ? (
        <Text size="sm" mt="xs" c={change.state === 'failed' ? 'red' : undefined}>
          {problem}
        </Text>
      ) : null}
      {change.state !== 'waiting' && !isSending ? (
        <Group gap="xs" mt="xs">
          {canDecide ? (
            <Button size="xs" color="orange" onClick={() => onDecide?.(change)}>
              {t('actions.decide')}
            </Button>
          ) : (
            <>
              <Button size="xs" variant="light" onClick={() => void retry()}>
                {t('actions.retry')}
              </Button>
              <DiscardControl onDiscard={discard} />
            </>
          )}
        </Group>
      ) : null}
    </Paper>
  );
}
