import { Affix, Box, Button, Card, Group, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** The bar's distance from the window's bottom and right edges. */
const BAR_OFFSET = 20;

/**
 * Stays in a corner while there are unsaved edits, wherever the page is scrolled. The page keeps room at its end as
 * tall as the bar and its offset, so that scrolled to the bottom the bar covers none of the page's buttons (the
 * photos' "Añadir fotos", the last section's).
 */
export function UnsavedChangesBar({ isSaving, onSave, onDiscard }: { isSaving: boolean; onSave: () => void; onDiscard: () => void }) {
  const { t } = useTranslation('repairs');
  const { ref, height } = useElementSize<HTMLDivElement>();
  return (
    <>
      <Box h={Math.ceil(height) + 2 * BAR_OFFSET} aria-hidden data-unsaved-space />
      <Affix position={{ bottom: BAR_OFFSET, right: BAR_OFFSET }}>
        <div ref={ref}>
          <Card withBorder shadow="lg" radius="md" padding="sm" role="status" maw={`calc(100vw - ${2 * BAR_OFFSET}px)`}>
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
        </div>
      </Affix>
    </>
  );
}
