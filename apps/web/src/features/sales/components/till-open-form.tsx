// docs/product.md §29.6: a day's till is opened once, with the cash the drawer starts with (the float).
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/money-input';
import { translateKey } from '@/lib/i18n';
import { useTillOpen } from '../api/till';
import { tillRefusalKey } from '../till-cash';

export function TillOpenForm({ day }: { day: string | null }) {
  const { t } = useTranslation('sales');
  const [floatCents, setFloatCents] = useState<number | null>(null);
  const open = useTillOpen(day);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="till-open-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          open.mutate(floatCents ?? 0);
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="till-open-title">
            {t('till.open.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('till.open.text')}
          </Text>
          <Group align="flex-end" gap="sm">
            <MoneyInput label={t('till.open.float')} value={floatCents} onChange={setFloatCents} currencySymbol="€" w={180} />
            <Button type="submit" loading={open.isPending}>
              {t('till.open.submit')}
            </Button>
          </Group>
          {open.isError ? (
            <Alert color="red" role="alert">
              {translateKey(t, tillRefusalKey(open.error))}
            </Alert>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
