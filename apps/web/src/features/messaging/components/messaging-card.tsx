// docs/product.md §20.1: the profile's "Mensajes de WhatsApp" for admins and managers (docs/roles.md): each message's
// text per language, and how messages are sent. Loaded with its texts when the profile draws it.
import { CUSTOMER_LANGUAGES, TEMPLATE_KEYS, type CustomerLanguage, type TemplateKey } from '@rueda/domain';
import { Card, Divider, Group, SegmentedControl, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { useMessageTemplates } from '../api/get-message-templates';
import { MessagingSettingsForm } from './messaging-settings-form';
import { TemplateEditor } from './template-editor';

export function MessagingCard() {
  const { t } = useTranslation('messaging');
  const query = useMessageTemplates();
  const [templateKey, setTemplateKey] = useState<TemplateKey>('status.confirmed');
  const [language, setLanguage] = useState<CustomerLanguage>('es');

  function body() {
    if (query.isPending) {
      return (
        <Stack gap="sm" role="status" aria-label={t('settings.loading')}>
          <Skeleton height={36} />
          <Skeleton height={140} />
        </Stack>
      );
    }
    if (query.isError) {
      return (
        <LoadError
          title={t('settings.loadFailed')}
          description={t('settings.loadFailedDescription')}
          retryLabel={t('settings.retry')}
          onRetry={() => void query.refetch()}
        />
      );
    }
    const template = query.data.templates.find((item) => item.key === templateKey && item.language === language);
    return (
      <Stack gap="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <Select
            label={t('settings.template')}
            data={TEMPLATE_KEYS.map((key) => ({ value: key, label: t(`templates.${key}`) }))}
            value={templateKey}
            allowDeselect={false}
            onChange={(value) => setTemplateKey(value as TemplateKey)}
            style={{ flex: '1 1 16rem' }}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="messaging-language">
              {t('settings.language')}
            </Text>
            <SegmentedControl
              aria-labelledby="messaging-language"
              value={language}
              onChange={(value) => setLanguage(value as CustomerLanguage)}
              data={CUSTOMER_LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
            />
          </Stack>
        </Group>
        {template ? <TemplateEditor key={`${template.key}/${template.language}`} template={template} /> : null}
        <Divider />
        <MessagingSettingsForm settings={query.data.settings} isCloudConfigured={query.data.isCloudConfigured} />
      </Stack>
    );
  }

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="messaging-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="messaging-title">
            {t('settings.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('settings.description')}
          </Text>
        </div>
        {body()}
      </Stack>
    </Card>
  );
}
