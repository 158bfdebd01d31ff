// What the dashboard shows before its figures: a skeleton while they load, and a friendly word for a
// timeframe without repairs.
import { Button, EmptyState, Grid, Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CARD_SPAN, WIDE_CARD_SPAN } from './layout';

export function DashboardSkeleton() {
  const { t } = useTranslation('dashboard');
  return (
    <Grid role="status" aria-label={t('loading')}>
      {[CARD_SPAN, WIDE_CARD_SPAN, CARD_SPAN, CARD_SPAN, CARD_SPAN].map((span, index) => (
        <Grid.Col key={index} span={span}>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Skeleton height={18} width="50%" />
              <Skeleton height={36} width="35%" />
              <Skeleton height={140} />
            </Stack>
          </Paper>
        </Grid.Col>
      ))}
    </Grid>
  );
}

export interface DashboardEmptyProps {
  onNewRepair: () => void;
}

/** No repair came in during the timeframe. */
export function DashboardEmpty({ onNewRepair }: DashboardEmptyProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Paper withBorder radius="md" py={48} px="md">
      <EmptyState title={t('empty.title')} description={t('empty.description')} withIndicatorBackground>
        <EmptyState.Actions>
          <Button onClick={onNewRepair}>{t('empty.newRepair')}</Button>
          <Button component={Link} to={paths.app.repairs.getHref()} variant="default">
            {t('empty.board')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
