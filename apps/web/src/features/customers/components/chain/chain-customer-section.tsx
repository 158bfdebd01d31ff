// docs/product.md §32.5: a customer's part in the chain, on their page while the workshop's chain shares its customers:
// their consent to be shared (a checkbox saved with its date; off by default) and, while they agree, their repairs in
// the chain's other workshops in summary ("En otros talleres de la cadena").
import { Alert, Checkbox, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlainList } from '@/components/plain-list';
import { usePermission } from '@/features/auth';
import { formatDate } from '@/lib/dates';
import { notifyError } from '@/lib/notify';
import { useChainCustomerElsewhere, useSetChainConsent } from '../../api/chain-customers';
import { refusalOf } from './refusal';

export function ChainCustomerSection({ customerId }: { customerId: string }) {
  const { t } = useTranslation('chain-customers');
  const mayEdit = usePermission('customers.edit');
  const elsewhere = useChainCustomerElsewhere(customerId);
  const setConsent = useSetChainConsent(customerId);
  function body() {
    if (elsewhere.isPending) return <Skeleton height={48} role="status" aria-label={t('section.loading')} />;
    if (elsewhere.isError) return <Alert color="red">{t('section.failed')}</Alert>;
    const { sharing, consentAt, repairs } = elsewhere.data;
    if (!sharing) return null;
    return (
      <Stack gap="sm">
        <Checkbox
          label={t('section.consent')}
          description={consentAt ? t('section.consentSince', { date: formatDate(consentAt) }) : t('section.consentHelp')}
          checked={consentAt !== null}
          disabled={!mayEdit || setConsent.isPending}
          onChange={(event) =>
            setConsent.mutate(event.currentTarget.checked, { onError: (error) => notifyError(t(`errors.${refusalOf(error)}`)) })
          }
        />
        {consentAt === null ? (
          <Text size="sm" c="dimmed">
            {t('section.noConsent')}
          </Text>
        ) : repairs.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('section.empty')}
          </Text>
        ) : (
          <PlainList gap={4} aria-label={t('section.title')}>
            {repairs.map((repair, index) => (
              <Group key={index} component="li" gap="xs" wrap="wrap">
                <Text size="sm" fw={500}>
                  {repair.workshopName}
                </Text>
                <Text size="sm">
                  {formatDate(repair.created)} · {repair.bike || t('section.unnamedBike')} · {t(`statuses.${repair.status}`)}
                </Text>
              </Group>
            ))}
          </PlainList>
        )}
      </Stack>
    );
  }
  const content = body();
  if (content === null) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('section.title')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('section.title')}
        </Title>
        {content}
      </Stack>
    </Paper>
  );
}
