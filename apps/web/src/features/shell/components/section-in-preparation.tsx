import { EmptyState, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OutlineIcon } from '@/components/outline-icon';

export interface SectionInPreparationProps {
  /** What this section will do, in a sentence. */
  description: string;
}

const TOOLS_ICON = [
  'M3 21h4l13 -13a1.5 1.5 0 0 0 -4 -4l-13 13v4',
  'M14.5 5.5l4 4',
  'M12 8l-5 -5l-4 4l5 5',
  'M7 8l-1.5 1.5',
  'M16 12l5 5l-4 4l-5 -5',
  'M16 17l-1.5 1.5',
];

/**
 * An honest empty state for a section a later version of Rueda fills in: it says so, and shows no
 * made-up data.
 */
export function SectionInPreparation({ description }: SectionInPreparationProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" py={56} px="md">
      <EmptyState
        icon={<OutlineIcon paths={TOOLS_ICON} size={28} />}
        title={t('shell.inPreparation.title')}
        description={description}
        withIndicatorBackground
      />
    </Paper>
  );
}
