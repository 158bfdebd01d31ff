// docs/product.md §20: how the workshop writes to its customers: the country of numbers written without their code,
// the status changes that propose their message at once, and, with the Cloud API, each message's approved
// template and the language codes they were approved in. Checked with the domain's schema before it is sent.
import {
  cloudParametersOf,
  MESSAGE_STATUSES,
  MESSAGING_COUNTRIES,
  TEMPLATE_KEYS,
  ZMessagingSettingsSchema,
  type MessageStatus,
  type MessagingCountry,
  type TemplateKey,
  type TMessagingSettings,
} from '@rueda/domain';
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldIssuesOf } from '@/lib/call';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdateMessagingSettings } from '../api/update-messaging-settings';

interface SettingsValues {
  country: MessagingCountry;
  proposeOnStatus: MessageStatus[];
  /** In TEMPLATE_KEYS' order; '' for none (the keys hold dots, which form paths cannot). */
  cloudTemplates: { key: TemplateKey; name: string }[];
  cloudLanguages: { es: string; pt: string };
}

function valuesOf(settings: TMessagingSettings): SettingsValues {
  return {
    country: settings.country,
    proposeOnStatus: [...settings.proposeOnStatus],
    cloudTemplates: TEMPLATE_KEYS.map((key) => ({ key, name: settings.cloudTemplates[key] ?? '' })),
    cloudLanguages: { ...settings.cloudLanguages },
  };
}

function settingsOf(values: SettingsValues) {
  return {
    country: values.country,
    proposeOnStatus: values.proposeOnStatus,
    cloudTemplates: Object.fromEntries(
      values.cloudTemplates.filter(({ name }) => name.trim() !== '').map(({ key, name }) => [key, name.trim()]),
    ),
    cloudLanguages: values.cloudLanguages,
  };
}

/** The form's field of an issue's path in the settings (cloudTemplates.<key> is a row of the list). */
function fieldOf(path: readonly PropertyKey[]): string {
  if (path[0] === 'cloudTemplates' && typeof path[1] === 'string')
    return `cloudTemplates.${TEMPLATE_KEYS.indexOf(path[1] as TemplateKey)}.name`;
  return path.map(String).join('.');
}

/** A server issue's field as a path: 'cloudTemplates.status.finished' is the template of 'status.finished'. */
function pathOf(field: string): string[] {
  const [head = '', ...rest] = field.split('.');
  return head === 'cloudTemplates' && rest.length > 0 ? [head, rest.join('.')] : [head, ...rest];
}

export interface MessagingSettingsFormProps {
  settings: TMessagingSettings;
  isCloudConfigured: boolean;
}

export function MessagingSettingsForm({ settings, isCloudConfigured }: MessagingSettingsFormProps) {
  const { t, i18n } = useTranslation('messaging');
  const update = useUpdateMessagingSettings();
  const form = useForm<SettingsValues>({ mode: 'controlled', initialValues: valuesOf(settings) });
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return MESSAGING_COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code }));
  }, [i18n.language]);

  function errorText(field: string): string {
    if (field.startsWith('cloudTemplates')) return t('settings.errors.templateName');
    if (field.startsWith('cloudLanguages')) return t('settings.errors.languageCode');
    return t('settings.errors.invalid');
  }

  function showIssues(issues: readonly { path: readonly PropertyKey[] }[]) {
    form.setErrors(Object.fromEntries(issues.map((issue) => [fieldOf(issue.path), errorText(fieldOf(issue.path))])));
  }

  const onSubmit = form.onSubmit((values) => {
    const parsed = ZMessagingSettingsSchema.safeParse(settingsOf(values));
    if (!parsed.success) return showIssues(parsed.error.issues);
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        form.setInitialValues(valuesOf(saved));
        form.setValues(valuesOf(saved));
        notifySuccess(t('settings.settingsSaved'));
      },
      onError: (error) => {
        const issues = fieldIssuesOf(error);
        if (issues.length > 0) showIssues(issues.map((issue) => ({ path: pathOf(issue.field) })));
        notifyError(t('settings.settingsFailed'));
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Title order={3} size="h5">
          {t('settings.options')}
        </Title>
        <Select label={t('settings.country')} data={countries} allowDeselect={false} searchable {...form.getInputProps('country')} />
        <Checkbox.Group label={t('settings.propose')} description={t('settings.proposeHint')} {...form.getInputProps('proposeOnStatus')}>
          <Group gap="md" mt="xs">
            {MESSAGE_STATUSES.map((status) => (
              <Checkbox key={status} value={status} label={t(`templates.status.${status}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Title order={3} size="h5">
          {t('settings.cloudTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t(isCloudConfigured ? 'settings.cloudOn' : 'settings.cloudOff')}
        </Text>
        {isCloudConfigured ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {form.values.cloudTemplates.map(({ key }, index) => (
                <TextInput
                  key={key}
                  label={t('settings.cloudTemplate', { template: t(`templates.${key}`) })}
                  description={t('settings.cloudTemplateHint', {
                    list: cloudParametersOf(key)
                      .map((name, position) => `{{${position + 1}}} ${t(`placeholders.${name}`)}`)
                      .join(', '),
                  })}
                  autoComplete="off"
                  {...form.getInputProps(`cloudTemplates.${index}.name`)}
                />
              ))}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {(['es', 'pt'] as const).map((language) => (
                <TextInput
                  key={language}
                  label={t('settings.cloudLanguage', { language: t(`languages.${language}`) })}
                  autoComplete="off"
                  {...form.getInputProps(`cloudLanguages.${language}`)}
                />
              ))}
            </SimpleGrid>
          </>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            {t('settings.saveSettings')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
