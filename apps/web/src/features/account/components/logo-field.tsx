import { FunctionError, LOGO_MAX_BYTES, type TWorkshopSummary } from '@rueda/domain';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { base64OfFile, PhotoTooBigError, WorkshopLogo } from '@/features/photos';
import { fieldIssuesOf } from '@/lib/call';
import { notifySuccess } from '@/lib/notify';
import { useUpdateWorkshop } from '../api/account-settings';
import { SectionIntro } from '@/components/section-intro';

/** docs/product.md §18.2: the workshop's logo, for the work order and the invoices; the server checks and resizes it. */
export function LogoField({ workshop }: { workshop: TWorkshopSummary }) {
  const { t } = useTranslation('profile');
  const update = useUpdateWorkshop();
  const [problem, setProblem] = useState<string | null>(null);

  function save(logo: string | null) {
    update.mutate(
      { logo },
      {
        onSuccess: () => notifySuccess(t(logo ? 'logo.saved' : 'logo.removed')),
        onError: (error) =>
          setProblem(
            error instanceof FunctionError && fieldIssuesOf(error).some((issue) => issue.field === 'logo')
              ? t('logo.notImage')
              : t('logo.failed'),
          ),
      },
    );
  }

  async function choose(file: File | null) {
    if (!file) return;
    setProblem(null);
    try {
      save(await base64OfFile(file, LOGO_MAX_BYTES));
    } catch (error) {
      setProblem(error instanceof PhotoTooBigError ? t('logo.tooBig') : t('logo.failed'));
    }
  }

  return (
    <Stack gap="xs">
      <SectionIntro title={t('logo.title')} hint={t('logo.hint')} />
      {workshop.logoVersion ? (
        <WorkshopLogo
          version={workshop.logoVersion}
          alt={t('logo.title')}
          style={{ maxHeight: 80, maxWidth: 240, alignSelf: 'flex-start' }}
        />
      ) : (
        <Text size="sm">{t('logo.none')}</Text>
      )}
      <Group gap="sm">
        <FileButton onChange={(file) => void choose(file)} accept="image/png,image/jpeg,image/webp,image/gif,image/avif">
          {(props) => (
            <Button variant="default" size="sm" loading={update.isPending} {...props}>
              {t(workshop.logoVersion ? 'logo.change' : 'logo.upload')}
            </Button>
          )}
        </FileButton>
        {workshop.logoVersion ? (
          <Button variant="subtle" color="red" size="sm" disabled={update.isPending} onClick={() => save(null)}>
            {t('logo.remove')}
          </Button>
        ) : null}
      </Group>
      {problem ? (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}
