// A bike's details edited in place (issue 12 point 4), saved with the lastUpdate the page loaded: a save after
// someone else's is refused with `aborted` and the page loads the current version (docs/product.md §4, as the
// customer page). The page remounts this form when a new version of the bike arrives.
import { FunctionError, type TBike } from '@rueda/domain';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useRevalidateOnLanguageChange } from '@/lib/form-validation';
import { notifyError, notifySuccess } from '@/lib/notify';
import { writeFailureOf } from '@/lib/write-error';
import { useUpdateBike } from '../api/bikes';
import { bikeChangesOf, bikeServerErrorsOf, bikeValuesOf, validateBike, type BikeValues } from '../bike-form';
import { BikeFields } from './bike-fields';

export interface BikeDetailsProps {
  bike: TBike;
  /** Someone else saved first: the page shows the current version and says so. */
  onStale: () => void;
}

export function BikeDetails({ bike, onStale }: BikeDetailsProps) {
  const { t } = useTranslation('customers');
  const update = useUpdateBike();
  const form = useForm<BikeValues>({
    mode: 'controlled',
    initialValues: bikeValuesOf(bike),
    validate: (values) => validateBike(bikeChangesOf(bike, values)),
  });
  useRevalidateOnLanguageChange(form);
  const changes = bikeChangesOf(bike, form.getValues());
  const isDirty = Object.keys(changes).length > 0;

  function save() {
    if (form.validate().hasErrors || !isDirty) return;
    update.mutate(
      { id: bike.id, expectedLastUpdate: bike.lastUpdate, changes },
      {
        onSuccess: () => notifySuccess(t('bikePage.saved')),
        onError: (error) => {
          if (error instanceof FunctionError && error.code === 'aborted') return onStale();
          const fieldErrors = bikeServerErrorsOf(error);
          if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
          else notifyError(t(`errors.${writeFailureOf(error)}`));
        },
      },
    );
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="bike-details-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="bike-details-title">
            {t('bikePage.details')}
          </Title>
          <BikeFields form={form} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={!isDirty || update.isPending} onClick={() => form.setValues(bikeValuesOf(bike))}>
              {t('actions.discard')}
            </Button>
            <Button type="submit" disabled={!isDirty} loading={update.isPending}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
