// A new mechanic by name, at the top of the mechanics section.
import { ZMechanicCreateInputSchema } from '@rueda/domain';
import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useRevalidateOnLanguageChange, zodFormValidator } from '@/lib/form-validation';
import { notifyError, notifySuccess } from '@/lib/notify';
import { writeFailureOf } from '@/lib/write-error';
import { useCreateMechanic } from '../api/create-mechanic';

export function AddMechanicForm() {
  const { t } = useTranslation('team');
  const create = useCreateMechanic();
  const form = useForm({ mode: 'controlled', initialValues: { name: '' }, validate: zodFormValidator(ZMechanicCreateInputSchema) });
  useRevalidateOnLanguageChange(form);

  const onSubmit = form.onSubmit(({ name }) => {
    create.mutate(name.trim(), {
      onSuccess: (mechanic) => {
        notifySuccess(t('mechanics.added', { name: mechanic.name }));
        form.reset();
      },
      onError: (error) => notifyError(t(`errors.${writeFailureOf(error)}`)),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Group align="flex-start" gap="sm">
        <TextInput
          label={t('mechanics.newName')}
          autoComplete="off"
          required
          withAsterisk={false}
          style={{ flex: 1, minWidth: 200 }}
          {...form.getInputProps('name')}
        />
        <Button type="submit" mt={{ base: 0, xs: 25 }} loading={create.isPending}>
          {t('mechanics.add')}
        </Button>
      </Group>
    </form>
  );
}
