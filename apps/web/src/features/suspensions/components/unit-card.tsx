// One fork or shock on the bike's page: what it is, when each service falls due, whether it is due now,
// whether it is at a service centre, and its service history (docs/product.md §13).
import type { SuspensionServiceKind, TSuspensionUnitView } from '@rueda/domain';
import { Anchor, Badge, Button, Card, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePermission } from '@/features/auth';
import { formatDate } from '@/lib/dates';
import { notifyError } from '@/lib/notify';
import { writeFailureOf } from '@/lib/write-error';
import { useSuspensionWrite } from '../api/suspensions';
import { UnitDialogs, type UnitDialog } from './unit-dialogs';
import { UnitForm } from './unit-form';

export function DueBadge({ due }: { due: boolean }) {
  const { t } = useTranslation('suspensions');
  return due ? (
    <Badge color="red" variant="filled">
      {t('state.due')}
    </Badge>
  ) : (
    <Badge color="green" variant="light">
      {t('state.upToDate')}
    </Badge>
  );
}

export function NextService({ view, kind }: { view: TSuspensionUnitView; kind: SuspensionServiceKind }) {
  const { t } = useTranslation('suspensions');
  const state = view.state[kind];
  return (
    <Group gap="xs" data-testid={`next-${kind}`}>
      <Text size="sm" fw={500}>
        {t(`state.next.${view.unit.position}.${kind}`)}
      </Text>
      <Text size="sm" c={state.dueByDate ? 'red' : undefined}>
        {formatDate(state.nextDate)}
      </Text>
      {state.hoursLeft !== null ? (
        <Text size="sm" c={state.dueByHours ? 'red' : 'dimmed'}>
          {t('state.hoursLeft', { count: Math.max(0, Math.round(state.hoursLeft)) })}
        </Text>
      ) : null}
      {state.due ? (
        <Badge color="red" size="sm">
          {t('state.due')}
        </Badge>
      ) : null}
    </Group>
  );
}

export function UnitCard({ view }: { view: TSuspensionUnitView }) {
  const { t } = useTranslation('suspensions');
  const { unit, services, state } = view;
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<UnitDialog | null>(null);
  const mayDelete = usePermission('customers.delete');
  const remove = useSuspensionWrite('suspensionsDelete');
  const isOut = unit.sentOut !== null && unit.sentOut.backAt === null;
  const name = [unit.brand.label, unit.model].filter(Boolean).join(' ');
  const title = t(`positions.${unit.position}`);

  const [confirming, setConfirming] = useState(false);
  const confirmDelete = () => setConfirming(true);
  const doDelete = () =>
    remove.mutate(
      { id: unit.id },
      { onSuccess: () => setConfirming(false), onError: (error) => notifyError(t(`errors.${writeFailureOf(error)}`)) },
    );

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={`${title} ${name}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={3} size="h5">
              {title}: {name}
            </Title>
            <DueBadge due={state.due} />
            {isOut ? (
              <Badge color="yellow" variant="light">
                {t('sentOut.badge', { centre: unit.sentOut!.centre })}
              </Badge>
            ) : null}
          </Group>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => setEditing(true)}>
              {t('actions.edit')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setDialog('hours')}>
              {t('actions.hours')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setDialog(isOut ? 'back' : 'sendOut')}>
              {t(isOut ? 'actions.back' : 'actions.sendOut')}
            </Button>
            {mayDelete ? (
              <Button size="xs" variant="subtle" color="red" onClick={confirmDelete}>
                {t('actions.delete')}
              </Button>
            ) : null}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {[
            unit.serialNumber && t('details.serial', { serial: unit.serialNumber }),
            unit.travel !== null && t('details.travel', { travel: unit.travel }),
            unit.reportedHours !== null &&
              unit.reportedAt &&
              t('details.reported', { hours: unit.reportedHours, date: formatDate(unit.reportedAt) }),
            unit.sentOut &&
              !isOut &&
              t('sentOut.last', {
                centre: unit.sentOut.centre,
                sent: formatDate(unit.sentOut.sentAt),
                back: formatDate(unit.sentOut.backAt),
              }),
            isOut && t('sentOut.since', { date: formatDate(unit.sentOut!.sentAt) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <NextService view={view} kind="lowerLeg" />
        <NextService view={view} kind="full" />
        <Text size="sm" fw={500}>
          {t('history.title')}
        </Text>
        {services.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('history.empty')}
          </Text>
        ) : (
          <List size="sm">
            {services.map((service) => (
              <List.Item key={service.id}>
                {formatDate(service.date)} · {t(`kinds.${unit.position}.${service.kind}`)} ·{' '}
                <Anchor component={Link} to={paths.app.repair.getHref(service.repairId)} size="sm">
                  {service.serviceTitle || t('history.repair')}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
      {editing ? <UnitForm bikeId={unit.bikeId} position={unit.position} unit={unit} opened onClose={() => setEditing(false)} /> : null}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('delete.title', { position: title })}>
        <Stack gap="sm">
          <Text size="sm">{t('delete.body')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('form.cancel')}
            </Button>
            <Button color="red" onClick={doDelete} loading={remove.isPending}>
              {t('delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {dialog ? <UnitDialogs key={dialog} unit={unit} dialog={dialog} onClose={() => setDialog(null)} /> : null}
    </Card>
  );
}
