import { Textarea } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Section, type EditField } from './section';

export const NotesSection = memo(function NotesSection({ notes, error, onEdit }: { notes: string; error?: string; onEdit: EditField }) {
  const { t } = useTranslation('repairs');
  return (
    <Section title={t('fields.technicalNotes')}>
      <Textarea
        aria-label={t('fields.technicalNotes')}
        rows={6}
        resize="vertical"
        value={notes}
        onChange={(event) => onEdit('technicalNotes', event.currentTarget.value)}
        error={error}
      />
    </Section>
  );
});
