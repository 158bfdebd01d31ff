// docs/product.md §20.1: one message's text in one language, as the workshop words it: the placeholders it may use
// (each a button that writes it at the cursor), checked as the server checks them, saved or back to the default.
import { templateBodyIssue, type TemplateBodyIssue, type TMessageTemplate } from '@rueda/domain';
import { Badge, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldIssuesOf } from '@/lib/call';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdateMessageTemplate } from '../api/update-message-template';

export interface TemplateEditorProps {
  template: TMessageTemplate;
}

export function TemplateEditor({ template }: TemplateEditorProps) {
  const { t } = useTranslation('messaging');
  const update = useUpdateMessageTemplate();
  const [body, setBody] = useState(template.body);
  const [error, setError] = useState<string | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);

  function messageOf(issue: TemplateBodyIssue): string {
    switch (issue.code) {
      case 'unknownPlaceholder':
        return t('settings.errors.unknownPlaceholder', {
          placeholder: `{{${issue.placeholder}}}`,
          list: issue.allowed.map((name) => `{{${name}}}`).join(', '),
        });
      case 'tooLong':
        return t('settings.errors.tooLong', { max: issue.max });
      case 'unclosed':
        return t('settings.errors.unclosed', { example: '{{name}}' });
      case 'empty':
        return t('settings.errors.empty');
    }
  }

  function insert(placeholder: string) {
    const field = textarea.current;
    const at = field?.selectionStart ?? body.length;
    const end = field?.selectionEnd ?? at;
    const written = `{{${placeholder}}}`;
    setBody(body.slice(0, at) + written + body.slice(end));
    setError(null);
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(at + written.length, at + written.length);
    });
  }

  function save(next: string | null) {
    const issue = next === null ? null : templateBodyIssue(template.key, next);
    if (issue) {
      setError(messageOf(issue));
      return;
    }
    update.mutate(
      { key: template.key, language: template.language, body: next },
      {
        onSuccess: (saved) => {
          setBody(saved.body);
          setError(null);
          notifySuccess(t(next === null ? 'settings.restored' : 'settings.saved'));
        },
        onError: (failure) => {
          if (fieldIssuesOf(failure).some((item) => item.field === 'body')) setError(t('settings.errors.invalid'));
          else notifyError(t('settings.saveFailed'));
        },
      },
    );
  }

  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge variant="light" color={template.isDefault ? 'gray' : 'blue'}>
          {t(template.isDefault ? 'settings.default' : 'settings.edited')}
        </Badge>
      </Group>
      <Textarea
        ref={textarea}
        label={t('settings.text')}
        rows={6}
        value={body}
        error={error}
        onChange={(event) => {
          setBody(event.currentTarget.value);
          setError(null);
        }}
      />
      <Text size="xs" c="dimmed" id={`placeholders-${template.key}-${template.language}`}>
        {t('settings.placeholders')}
      </Text>
      <Group gap={6} role="group" aria-labelledby={`placeholders-${template.key}-${template.language}`}>
        {template.placeholders.map((placeholder) => (
          <Button
            key={placeholder}
            size="compact-xs"
            variant="default"
            onClick={() => insert(placeholder)}
            title={t(`placeholders.${placeholder}`)}
          >
            {`{{${placeholder}}}`} · {t(`placeholders.${placeholder}`)}
          </Button>
        ))}
      </Group>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" disabled={template.isDefault || update.isPending} onClick={() => save(null)}>
          {t('settings.restore')}
        </Button>
        <Button disabled={body === template.body} loading={update.isPending} onClick={() => save(body)}>
          {t('settings.save')}
        </Button>
      </Group>
    </Stack>
  );
}
