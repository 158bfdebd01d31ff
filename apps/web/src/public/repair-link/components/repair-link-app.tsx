// The customer's repair link page (docs/product.md §21, decision 052): phone first, no sign-in. Loading, a link that
// is not valid (with no word of why), a failure with a retry, or the repair with its estimate to answer once and,
// once it has any, its money and documents to download (docs/product.md §29.5).
import type { TPublicRepair } from '@rueda/domain';
import { Alert, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { LanguageSwitch } from '../../shared/language-switch';
import { LoadFailure } from '../../shared/load-failure';
import { useTexts } from '../texts';
import { usePublicRepair, type EstimateAnswer } from '../use-public-repair';
import { EstimateAnswer as EstimateAnswerView } from './estimate-answer';
import { EstimateForm } from './estimate-form';
import { RepairInvoice } from './repair-invoice';
import { RepairOverview } from './repair-overview';

function Estimate({
  repair,
  hasJustAnswered,
  hasEstimateChanged,
  onRespond,
}: {
  repair: TPublicRepair;
  hasJustAnswered: boolean;
  hasEstimateChanged: boolean;
  onRespond: (answer: EstimateAnswer) => Promise<void>;
}) {
  const { t } = useTexts();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="estimate-title">
      <Title order={2} size="h4" id="estimate-title" mb="sm">
        {t('estimate.title')}
      </Title>
      {hasEstimateChanged && !repair.response ? (
        <Alert color="yellow" role="alert" mb="sm">
          {t('confirm.changed')}
        </Alert>
      ) : null}
      {repair.response ? (
        <EstimateAnswerView
          response={repair.response}
          currency={repair.estimate.currency}
          timeZone={repair.timeZone}
          hasJustAnswered={hasJustAnswered}
        />
      ) : (
        // A new estimate starts a new form: every line marked again.
        <EstimateForm
          key={repair.estimate.lines.map((line) => `${line.id}:${line.quantity}:${line.price}`).join('|')}
          repair={repair}
          onRespond={onRespond}
        />
      )}
    </Card>
  );
}

export function RepairLinkApp({ token }: { token: string }) {
  const { t, language, setLanguage } = useTexts();
  const { state, retry, respond } = usePublicRepair(token);

  useEffect(() => {
    document.title = state.kind === 'ready' ? `${t('pageTitle')} · ${state.repair.workshop.name}` : t('pageTitle');
  }, [state, t]);

  let body;
  if (state.kind === 'loading')
    body = (
      <Group justify="center" py="xl" role="status" aria-label={t('loading')}>
        <Loader />
      </Group>
    );
  else if (state.kind === 'invalid')
    body = (
      <Alert color="yellow" title={t('invalid.title')}>
        {t('invalid.text')}
      </Alert>
    );
  else if (state.kind === 'error')
    body = (
      <LoadFailure
        title={t('error.title')}
        text={state.isTooMany ? t('error.tooMany') : t('error.text')}
        retryLabel={t('error.retry')}
        onRetry={retry}
      />
    );
  else {
    const { repair } = state;
    body = (
      <Stack gap="md">
        <Text size="lg">{repair.customer.firstName ? t('greeting', { name: repair.customer.firstName }) : t('greetingAnonymous')}</Text>
        <RepairOverview repair={repair} />
        <Estimate
          repair={repair}
          hasJustAnswered={state.hasJustAnswered}
          hasEstimateChanged={state.hasEstimateChanged ?? false}
          onRespond={respond}
        />
        {repair.money ? (
          <RepairInvoice token={token} money={repair.money} currency={repair.estimate.currency} timeZone={repair.timeZone} />
        ) : null}
      </Stack>
    );
  }

  return (
    <Container size={560} px="md" py="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={1} size="h3">
            {state.kind === 'ready' ? state.repair.workshop.name : t('pageTitle')}
          </Title>
          <LanguageSwitch label={t('language')} language={language} onChange={setLanguage} />
        </Group>
        <main>{body}</main>
      </Stack>
    </Container>
  );
}
