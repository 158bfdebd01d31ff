// A bike's details edited in place (docs/product.md §12.1), as the customer's are (in-place-edit.tsx).
import type { TBike } from '@rueda/domain';
import { useTranslation } from 'react-i18next';
import { useUpdateBike } from '../api/bikes';
import { bikeChangesOf, bikeServerErrorsOf, bikeValuesOf, validateBike } from '../bike-form';
import { BikeFields } from './bike-fields';
import { InPlaceEdit } from './in-place-edit';

export interface BikeDetailsProps {
  bike: TBike;
  /** Someone else saved first: the page shows the current version and says so. */
  onStale: () => void;
}

export function BikeDetails({ bike, onStale }: BikeDetailsProps) {
  const { t } = useTranslation('customers');
  const update = useUpdateBike();
  return (
    <InPlaceEdit
      title={t('bikePage.details')}
      titleId="bike-details-title"
      initialValues={bikeValuesOf(bike)}
      changesOf={(values) => bikeChangesOf(bike, values)}
      validate={validateBike}
      serverErrorsOf={bikeServerErrorsOf}
      save={(changes, callbacks) => update.mutate({ id: bike.id, expectedLastUpdate: bike.lastUpdate, changes }, callbacks)}
      isSaving={update.isPending}
      savedText={t('bikePage.saved')}
      onStale={onStale}
    >
      {(form) => <BikeFields form={form} />}
    </InPlaceEdit>
  );
}
