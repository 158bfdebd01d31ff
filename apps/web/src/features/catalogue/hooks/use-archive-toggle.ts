// Archiving with an undo (the services screen): the toast that reports it offers to bring the item back.
import type { ServiceKind } from '@rueda/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { writeFailureOf } from '@/lib/write-error';
import { useArchiveService } from '../api/archive-service';

/** `(kind, id, archived)`: archives an item, or brings it back. */
export function useArchiveToggle() {
  const { t } = useTranslation('catalogue');
  const { mutate } = useArchiveService({
    onArchived: ({ kind, service }) => {
      if (!service.archived) {
        notifySuccess(t('toasts.unarchived', { title: service.title }));
        return;
      }
      notifySuccess(t('toasts.archived', { title: service.title }), {
        label: t('actions.undo'),
        onClick: () => mutate({ kind, id: service.id, archived: false }),
      });
    },
    onError: (error) => notifyError(t(`toasts.${writeFailureOf(error)}`)),
  });
  return useCallback((kind: ServiceKind, id: string, archived: boolean) => mutate({ kind, id, archived }), [mutate]);
}
