// A new bike for the customer (docs/product.md §12.1), from their page.
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { writeFailureOf } from '@/lib/write-error';
import { useCreateBike } from '../api/bikes';
import { bikeServerErrorsOf, validateBike, yearOf, type BikeValues } from '../bike-form';
import { BikeFields } from './bike-fields';

const EMPTY: BikeValues = { manufacturer: '', model: '', color: '', year: '', type: 'unknown', frameNumber: '', notes: '' };

const fieldsOf = (values: BikeValues) => ({
  manufacturer: values.manufacturer.trim(),
  model: values.model.trim(),
  color: values.color.trim(),
  year: yearOf(values.year),
  type: values.type,
  frameNumber: values.frameNumber.trim(),
  notes: values.notes.trim(),
});

export function NewBikeDialog({ opened, onClose, customerId }: { opened: boolean; onClose: () => void; customerId: string }) {
  const { t } = useTranslation('customers');
  const create = useCreateBike();
  const form = useForm<BikeValues>({ mode: 'controlled', initialValues: EMPTY, validate: (values) => validateBike(fieldsOf(values)) });

  function close() {
    form.reset();
    create.reset();
    onClose();
  }

  function save() {
    if (form.validate().hasErrors) return;
    create.mutate(
      { customerId, ...fieldsOf(form.getValues()) },
      {
        onSuccess: () => {
          notifySuccess(t('newBike.created'));
          close();
        },
        onError: (error) => {
          const fieldErrors = bikeServerErrorsOf(error);
          if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
          else notifyError(t(`errors.${writeFailureOf(error)}`));
        },
      },
    );
  }

  return (
    <Modal opened={opened} onClose={close} title={t('newBike.title')} size="lg" closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="sm">
          <BikeFields form={form} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('newBike.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
