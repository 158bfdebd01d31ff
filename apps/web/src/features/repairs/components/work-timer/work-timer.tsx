// docs/product.md §17.4: the repair page's work timer. A member linked to an active mechanic starts and stops their
// timer here (starting stops the one running on another repair); everyone sees the repair's sessions and its
// time per mechanic. Loaded lazily (lazy-work-timer.tsx).
import type { TRunningWork } from '@rueda/domain';
import { Alert, Button, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/features/account';
import { useMechanics } from '../../api/get-mechanics';
import { notifyError } from '@/lib/notify';
import { useRepairWork } from '../../api/get-repair-work';
import { useWorkTimer, workFailureKey } from '../../api/start-stop-work';
import { WorkSessions } from './work-sessions';
import { formatElapsed } from './work-time';

/** The running timer's time, drawn again every second (only this text redraws). */
function Elapsed({ startedAt, label }: { startedAt: string; label: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Text role="timer" aria-label={label} fw={600} ff="monospace" size="lg">
      {formatElapsed(now - Date.parse(startedAt))}
    </Text>
  );
}

function TimerControls({ repairId, running, isLinked }: { repairId: string; running: TRunningWork | null; isLinked: boolean }) {
  const { t } = useTranslation('work');
  const timer = useWorkTimer();
  const onClick = () =>
    timer.mutate({ repairId, action: running ? 'stop' : 'start' }, { onError: (error) => notifyError(t(workFailureKey(error))) });
  if (running)
    return (
      <Group gap="sm" justify="space-between">
        <Elapsed startedAt={running.startedAt} label={t('elapsed')} />
        <Button color="red" variant="light" onClick={onClick} loading={timer.isPending}>
          {t('stop')}
        </Button>
      </Group>
    );
  // docs/product.md §17.4: only a member linked to an active mechanic has a timer; the others are told why.
  if (!isLinked)
    return (
      <Text size="sm" c="dimmed">
        {t('noMechanic')}
      </Text>
    );
  return (
    <Button onClick={onClick} loading={timer.isPending} style={{ alignSelf: 'flex-start' }}>
      {t('start')}
    </Button>
  );
}

export function WorkTimer({ repairId }: { repairId: string }) {
  const { t } = useTranslation('work');
  const titleId = useId();
  const mechanicId = useAccount().data?.mechanicId ?? null;
  const mechanics = useMechanics();
  const work = useRepairWork(repairId);
  // A mechanic deactivated since may not start (the server refuses it too); while the list loads, the link counts.
  const isLinked = mechanicId !== null && mechanics.data?.find((mechanic) => mechanic.id === mechanicId)?.active !== false;

  let content;
  if (work.isPending) {
    content = <Skeleton height={48} role="status" aria-label={t('loading')} />;
  } else if (work.isError) {
    content = (
      <Alert color="red" title={t('loadFailed')} role="alert">
        <Button variant="light" color="red" size="compact-sm" onClick={() => void work.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  } else {
    content = (
      <>
        <TimerControls repairId={repairId} running={work.data.running} isLinked={isLinked} />
        <WorkSessions work={work.data} />
      </>
    );
  }

  return (
    <Stack gap="sm" role="group" aria-labelledby={titleId}>
      <Divider />
      <Title order={3} size="h6" id={titleId}>
        {t('title')}
      </Title>
      {content}
    </Stack>
  );
}
