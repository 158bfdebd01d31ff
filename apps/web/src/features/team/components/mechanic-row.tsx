// One mechanic: their name and whether they are active; renamed in place, deactivated (no longer offered for
// new repairs, still on those that have them) or reactivated, for whoever manages mechanics.
import { ZMechanicNameSchema, type TMechanic } from '@rueda/domain';
import { Badge, Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useRevalidateOnLanguageChange, zodFormValidator } from '@/lib/form-validation';
import { notifyError, notifySuccess } from '@/lib/notify';
import { writeFailureOf } from '@/lib/write-error';
import { useUpdateMechanic } from '../api/update-mechanic';

const ZRenameSchema = z.object({ name: ZMechanicNameSchema });

function RenameForm({ mechanic, onDone }: { mechanic: TMechanic; onDone: () => void }) {
  const { t } = useTranslation('team');
  const update = useUpdateMechanic();
  const form = useForm({ mode: 'controlled', initialValues: { name: mechanic.name }, validate: zodFormValidator(ZRenameSchema) });
  useRevalidateOnLanguageChange(form);

  const onSubmit = form.onSubmit(({ name }) => {
    const trimmed = name.trim();
    if (trimmed === mechanic.name) {
      onDone();
      return;
    }
    update.mutate(
      { id: mechanic.id, name: trimmed },
      {
        onSuccess: () => {
          notifySuccess(t('mechanics.renamed', { name: trimmed }));
          onDone();
        },
        onError: (error) => notifyError(t(`errors.${writeFailureOf(error)}`)),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate style={{ flex: 1 }}>
      <Group align="flex-start" gap="xs">
        <TextInput
          label={t('mechanics.renameLabel', { name: mechanic.name })}
          autoComplete="off"
          autoFocus
          required
          withAsterisk={false}
          style={{ flex: 1, minWidth: 180 }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onDone();
          }}
          {...form.getInputProps('name')}
        />
        <Group gap="xs" mt={{ base: 0, xs: 25 }}>
          <Button type="submit" loading={update.isPending}>
            {t('actions.save')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
        </Group>
      </Group>
    </form>
  );
}

export function MechanicRow({ mechanic, canManage }: { mechanic: TMechanic; canManage: boolean }) {
  const { t } = useTranslation('team');
  const [isRenaming, setRenaming] = useState(false);
  const update = useUpdateMechanic();
  // Back from renaming, the keyboard is where it was: on the rename button.
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);
  useEffect(() => {
    if (wasRenaming.current && !isRenaming) renameButton.current?.focus();
    wasRenaming.current = isRenaming;
  }, [isRenaming]);

  function setActive(active: boolean) {
    update.mutate(
      { id: mechanic.id, active },
      {
        onSuccess: () => notifySuccess(t(active ? 'mechanics.reactivated' : 'mechanics.deactivated', { name: mechanic.name })),
        onError: (error) => notifyError(t(`errors.${writeFailureOf(error)}`)),
      },
    );
  }

  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={mechanic.name} data-testid="team-mechanic">
      {isRenaming ? (
        <RenameForm mechanic={mechanic} onDone={() => setRenaming(false)} />
      ) : (
        <Group justify="space-between" gap="sm">
          <Group gap={6} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {mechanic.name}
            </Text>
            <Badge variant={mechanic.active ? 'light' : 'outline'} color={mechanic.active ? 'teal' : 'gray'}>
              {mechanic.active ? t('mechanics.state.active') : t('mechanics.state.inactive')}
            </Badge>
          </Group>
          {canManage ? (
            <Group gap="xs">
              <Button
                ref={renameButton}
                variant="default"
                aria-label={t('mechanics.renameNamed', { name: mechanic.name })}
                onClick={() => setRenaming(true)}
              >
                {t('mechanics.rename')}
              </Button>
              <Button
                variant="subtle"
                color={mechanic.active ? 'red' : undefined}
                loading={update.isPending}
                aria-label={t(mechanic.active ? 'mechanics.deactivateNamed' : 'mechanics.reactivateNamed', { name: mechanic.name })}
                onClick={() => setActive(!mechanic.active)}
              >
                {mechanic.active ? t('mechanics.deactivate') : t('mechanics.reactivate')}
              </Button>
            </Group>
          ) : null}
        </Group>
      )}
    </Paper>
  );
}
