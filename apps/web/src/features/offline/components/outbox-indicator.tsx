// docs/product.md §30.5: the header's indicator of the device's queue. It reads the connection and the queue's counts
// only (lib/outbox/outbox-summary.ts), so that it draws on the first paint without IndexedDB's code; the list of the
// changes, which reads the queue itself, loads when it is opened.
import { ActionIcon, Indicator } from '@mantine/core';
import { Suspense, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectionStatus } from '@/features/connection';
import { loadTexts } from '@/lib/i18n';
import { lazyNamed } from '@/lib/lazy-named';
import { outboxSummary, subscribeToOutboxSummary, type OutboxSummary } from '@/lib/outbox/outbox-summary';

const loadPanel = () =>
  Promise.all([import('../later').then((later) => later.loadOutboxPanel()), loadTexts(['offline', 'repairs']).catch(() => undefined)]).then(
    ([module]) => module,
  );
const OutboxPanel = lazyNamed(loadPanel, 'OutboxPanel');

type Look = 'decision' | 'failed' | 'sending' | 'waiting' | 'offline' | 'online';

const COLORS: Record<Look, string> = {
  decision: 'orange',
  failed: 'red',
  sending: 'blue',
  waiting: 'blue',
  offline: 'gray',
  online: 'green',
};

/** What the indicator says: a change waiting for a decision first, then one that failed, then what is sent or waits. */
function lookOf(isOnline: boolean, summary: OutboxSummary): [Look, number] {
  if (summary.needsDecision > 0) return ['decision', summary.needsDecision];
  if (summary.failed > 0) return ['failed', summary.failed];
  if (summary.isSending) return ['sending', summary.waiting];
  if (summary.waiting > 0) return ['waiting', summary.waiting];
  return [isOnline ? 'online' : 'offline', 0];
}

/** A cloud, struck through without a connection; a dot alone while all is sent. */
function QueueIcon({ look, isOnline }: { look: Look; isOnline: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden>
      {look === 'online' ? (
        <circle cx="12" cy="12" r="4" fill="currentColor" />
      ) : (
        <path d="M17.5 19H9a7 7 0 1 1 6.7-9h1.8a4.5 4.5 0 0 1 0 9Z" />
      )}
      {isOnline ? null : <path d="m3 3 18 18" />}
    </svg>
  );
}

export interface OutboxIndicatorProps {
  /** The signed-in account's id, or null: its changes are the ones listed. */
  account: string | null;
}

export function OutboxIndicator({ account }: OutboxIndicatorProps) {
  const { t } = useTranslation();
  const isOnline = useConnectionStatus() === 'online';
  const summary = useSyncExternalStore(subscribeToOutboxSummary, outboxSummary, outboxSummary);
  const [isOpen, setIsOpen] = useState(false);
  const [look, count] = lookOf(isOnline, summary);
  const label = t(`shell.outbox.${look}`, { count });
  const color = COLORS[look];
  return (
    <>
      <Indicator label={count} size={16} disabled={count === 0} color={color} offset={4} processing={look === 'sending'}>
        <ActionIcon
          variant="subtle"
          color={color}
          size="lg"
          aria-label={label}
          title={label}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          onClick={() => setIsOpen(true)}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
        >
          <QueueIcon look={look} isOnline={isOnline} />
        </ActionIcon>
      </Indicator>
      {isOpen ? (
        <Suspense fallback={null}>
          <OutboxPanel account={account} isOnline={isOnline} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
