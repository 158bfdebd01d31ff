// docs/product.md §29.4: the server's refusal to issue, in the reader's language; a repair already invoiced links to
// its invoice, missing tax settings to the screen that sets them.
import { Alert, Anchor, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { translateKey } from '@/lib/i18n';
import { WRITE_FAILURE_KEYS, type ChargeRefusal } from '../refusals';
import { TaxSettingsMissing } from './tax-settings-missing';

export function ChargeRefusalAlert({ refusal }: { refusal: ChargeRefusal }) {
  const { t } = useTranslation('sales');
  switch (refusal.kind) {
    case 'no-tax-settings':
      return <TaxSettingsMissing />;
    case 'repair-invoiced':
      return (
        <Alert color="red" role="alert" title={t('refusal.repairInvoiced')}>
          {refusal.documentId ? (
            <Anchor component={Link} to={paths.app.salesDocument.getHref(refusal.documentId)}>
              {t('refusal.openInvoice')}
            </Anchor>
          ) : null}
        </Alert>
      );
    case 'no-series':
      return <Alert color="red" role="alert" title={t('refusal.noSeries')} />;
    case 'repair-missing':
      return <Alert color="red" role="alert" title={t('refusal.repairMissing')} />;
    case 'fields':
      return (
        <Alert color="red" role="alert" title={t('refusal.title')}>
          <List size="sm">
            {[...new Set(refusal.fields.map((field) => field.key))].map((key) => (
              <List.Item key={key}>{translateKey(t, key)}</List.Item>
            ))}
          </List>
        </Alert>
      );
    case 'write':
      return <Alert color="red" role="alert" title={translateKey(t, WRITE_FAILURE_KEYS[refusal.failure])} />;
  }
}
