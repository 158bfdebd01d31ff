// A customer's or a bike's page while it loads, or once it could not: the page's frame with a
// skeleton, or the error with a way back to the customers list (and a retry when it failed).
import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RecordLoadError } from '@/components/record-load-error';
import { paths } from '@/config/paths';
import { Page } from '@/features/shell';

export interface RecordPageStateProps {
  title: string;
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  texts: { notFound: string; loadFailed: string };
}

export function RecordPageState({ title, query, texts }: RecordPageStateProps) {
  const { t } = useTranslation('customers');
  return (
    <Page title={title}>
      {query.isPending ? (
        <Skeleton height={320} aria-label={title} />
      ) : (
        <RecordLoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          backTo={paths.app.customers.getHref()}
          texts={{ ...texts, back: t('actions.back'), retry: t('actions.retry') }}
        />
      )}
    </Page>
  );
}
