// docs/product.md §29.4: the server's refusal of a rectification or a replacement, in the reader's language; an
// invoice already replaced links to the full invoice that replaced it.
import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { translateKey } from '@/lib/i18n';
import type { RectifyRefusal } from '../rectify-refusals';

export function RectifyRefusalAlert({ refusal }: { refusal: RectifyRefusal }) {
  const { t } = useTranslation('sales');
  return (
    <Alert color="red" role="alert" title={t('rectify.refusal.title')}>
      {translateKey(t, refusal.key)}{' '}
      {refusal.documentId ? (
        <Anchor component={Link} to={paths.app.salesDocument.getHref(refusal.documentId)}>
          {t('rectify.refusal.openReplacement')}
        </Anchor>
      ) : null}
    </Alert>
  );
}
