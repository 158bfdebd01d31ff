// On the repair page: each of the repair's suspension lines recorded as a service of the bike's fork or
// shock (docs/product.md §13.2), with undo. Nothing shows for a repair without suspension lines.
import type { SuspensionServiceKind, TChosenService, TRepair, TSuspensionServicesForRepair } from '@rueda/domain';
import { Alert, Button, Card, Group, SegmentedControl, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import { notifyError, notifySuccess } from '@/lib/notify';
import { writeFailureOf } from '@/lib/write-error';
import { useRepairSuspensions, useSuspensionWrite } from '../api/suspensions';
import { DueBadge, NextService } from './unit-card';
import { UnitForm } from './unit-form';

function LineRecorder({ repairId, line, data }: { repairId: string; line: TChosenService; data: TSuspensionServicesForRepair }) {
  const { t } = useTranslation('suspensions');
  const record = useSuspensionWrite('suspensionServicesRecord');
  const undo = useSuspensionWrite('suspensionServicesDelete');
  const recorded = data.services.filter((service) => service.serviceLineId === line.id);
  const units = data.units.map((view) => view.unit);
  const free = units.filter((unit) => !recorded.some((service) => service.unitId === unit.id));
  const [unitId, setUnitId] = useState<string | null>(free[0]?.id ?? null);
  const [kind, setKind] = useState<SuspensionServiceKind>('full');
  const chosen = free.find((unit) => unit.id === unitId) ?? free[0];
  const failed = (error: unknown) => notifyError(t(`errors.${writeFailureOf(error)}`));
  const positionOf = (id: string) => units.find((unit) => unit.id === id)?.position ?? 'fork';

  return (
    <Stack gap={6} data-testid="suspension-line">
      <Text size="sm" fw={500}>
        {line.title}
      </Text>
      {recorded.map((service) => (
        <Group key={service.id} gap="xs">
          <Text size="sm">
            {t('repair.recorded', {
              position: t(`positions.${positionOf(service.unitId)}`),
              kind: t(`kinds.${positionOf(service.unitId)}.${service.kind}`),
              date: formatDate(service.date),
            })}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            loading={undo.isPending}
            onClick={() => undo.mutate({ id: service.id }, { onError: failed })}
          >
            {t('repair.undo')}
          </Button>
        </Group>
      ))}
      {chosen ? (
        <Group gap="xs" align="flex-end">
          {free.length > 1 ? (
            <Select
              size="xs"
              label={t('repair.unit')}
              data={free.map((unit) => ({ value: unit.id, label: t(`positions.${unit.position}`) }))}
              value={chosen.id}
              onChange={setUnitId}
              allowDeselect={false}
            />
          ) : null}
          <SegmentedControl
            size="xs"
            aria-label={t('repair.kind')}
            value={kind}
            onChange={(value) => setKind(value as SuspensionServiceKind)}
            data={[
              { value: 'full', label: t(`kinds.${chosen.position}.full`) },
              { value: 'lowerLeg', label: t(`kinds.${chosen.position}.lowerLeg`) },
            ]}
          />
          <Button
            size="xs"
            loading={record.isPending}
            onClick={() =>
              record.mutate(
                { repairId, unitId: chosen.id, serviceLineId: line.id, kind },
                { onSuccess: () => notifySuccess(t('repair.done')), onError: failed },
              )
            }
          >
            {t(`repair.record.${chosen.position}`)}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

export function RepairSuspensionServices({ repair }: { repair: Pick<TRepair, 'id' | 'form'> }) {
  const { t } = useTranslation('suspensions');
  const lines = repair.form.suspensions;
  const query = useRepairSuspensions(repair.id, repair.form.suspensions.length > 0);
  const [adding, setAdding] = useState(false);
  if (lines.length === 0) return null;

  let body;
  if (query.isError) {
    body = <Alert color="red" title={t('load.failed')} />;
  } else if (!query.data) {
    body = <Skeleton height={60} role="status" aria-label={t('load.loading')} />;
  } else if (query.data.bikeId === null) {
    body = (
      <Text size="sm" c="dimmed">
        {t('repair.noBike')}
      </Text>
    );
  } else if (query.data.units.length === 0) {
    body = (
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="dimmed">
          {t('repair.noUnits')}
        </Text>
        <Button size="xs" variant="light" onClick={() => setAdding(true)}>
          {t('bike.add.fork')}
        </Button>
      </Stack>
    );
  } else {
    const data = query.data;
    body = (
      <Stack gap="md">
        {lines.map((line, index) => (
          <LineRecorder key={`${line.id}-${index}`} repairId={repair.id} line={line} data={data} />
        ))}
        {data.units.map((view) => (
          <Stack key={view.unit.id} gap={4} data-testid={`repair-unit-${view.unit.position}`}>
            <Group gap="xs">
              <Text size="sm" fw={500}>
                {t(`positions.${view.unit.position}`)}: {[view.unit.brand.label, view.unit.model].filter(Boolean).join(' ')}
              </Text>
              <DueBadge due={view.state.due} />
            </Group>
            <NextService view={view} kind="lowerLeg" />
            <NextService view={view} kind="full" />
          </Stack>
        ))}
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="repair-suspensions">
      <Title order={2} size="h5" mb="sm" id="repair-suspensions">
        {t('repair.title')}
      </Title>
      {body}
      {adding && query.data?.bikeId ? (
        <UnitForm bikeId={query.data.bikeId} position="fork" opened onClose={() => setAdding(false)} />
      ) : null}
    </Card>
  );
}
