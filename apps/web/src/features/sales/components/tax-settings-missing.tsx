// docs/product.md §29.1: nothing is issued before an admin sets the workshop's tax settings. An admin gets the link
// to set them; anyone else is told whom to ask.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePermission } from '@/features/auth';

export function TaxSettingsMissing() {
  const { t } = useTranslation('sales');
  const maySetUp = usePermission('sales.settings');
  return (
    <Alert color="yellow" title={t('missingSettings.title')} role="status">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{maySetUp ? t('missingSettings.admin') : t('missingSettings.askAdmin')}</Text>
        {maySetUp ? (
          <Button component={Link} to={paths.app.salesSettings.getHref()} variant="light" color="yellow">
            {t('missingSettings.link')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
