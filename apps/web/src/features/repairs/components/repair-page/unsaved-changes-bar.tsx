import { Affix, Button, Card, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Stays in a corner while there are unsaved edits, wherever the page is scrolled. */
export function UnsavedChangesBar({ isSaving, onSave, onDiscard }: { isSaving: boolean; onSave: () => void; onDiscard: () => void }) {
  const { t } = useTranslation('repairs');
  return (
    <Affix position={{ bottom: 20, right: 20 }}>
      <Card withBorder shadow="lg" radius="md" padding="sm" role="status">
        <Group gap="sm">
          <Text size="sm">{t('repair.unsaved')}</Text>
          <Button variant="default" size="xs" onClick={onDiscard}>
            {t('repair.discard')}
          </Button>
          <Button size="xs" onClick={onSave} loading={isSaving}>
            {t('repair.save')}
          </Button>
        </Group>
      </Card>
    </Affix>
  );
}
