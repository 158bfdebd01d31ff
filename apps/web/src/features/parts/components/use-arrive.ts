// "Ha llegado" / "Chegou", wherever a part waits (docs/product.md §31.2): the part is marked arrived, and the user is
// told so; when it was the repair's last, that its customer is to be told now.
import { useTranslation } from 'react-i18next';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notify';
import { useArrivePart } from '../api/arrive-part';
import { useRefusalMessage } from './refusal-message';

export function useArrive() {
  const { t } = useTranslation('parts');
  const arrive = useArrivePart();
  const refusalMessage = useRefusalMessage();
  return {
    arrive: (id: string) =>
      arrive.mutate(
        { id },
        {
          onSuccess: ({ allIn }) => {
            notifySuccess(t('row.arrived'));
            if (allIn) notifyInfo(t('row.allIn'));
          },
          onError: (error) => notifyError(refusalMessage(error)),
        },
      ),
    /** The part whose arrival is on its way, if any. */
    arrivingId: arrive.isPending ? arrive.variables.id : null,
  };
}
