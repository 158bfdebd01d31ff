import { FunctionError } from '@rueda/domain';
import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** A repair page that could not load: gone (back to the board) or failed (back, or try again). */
export function RepairLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('repairs');
  const isNotFound = error instanceof FunctionError && error.code === 'not-found';
  return (
    <Alert color={isNotFound ? 'yellow' : 'red'} role="alert" title={t(isNotFound ? 'repair.notFound' : 'repair.loadFailed')}>
      <Group gap="sm" mt="xs">
        <Button component={Link} to={paths.app.repairs.getHref()} variant="default">
          {t('repair.back')}
        </Button>
        {!isNotFound ? (
          <Button variant="light" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
