import { EmptyState, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface SectionInPreparationProps {
  /** What this section will do, in a sentence. */
  description: string;
}

function ToolsIcon() {
  return (
    <svg
      width={28}
      height={28}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M3 21h4l13 -13a1.5 1.5 0 0 0 -4 -4l-13 13v4" />
      <path d="M14.5 5.5l4 4" />
      <path d="M12 8l-5 -5l-4 4l5 5" />
      <path d="M7 8l-1.5 1.5" />
      <path d="M16 12l5 5l-4 4l-5 -5" />
      <path d="M16 17l-1.5 1.5" />
    </svg>
  );
}

/**
 * An honest empty state for a section a later version of Rueda fills in: it says so, and shows no
 * made-up data.
 */
export function SectionInPreparation({ description }: SectionInPreparationProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" py={56} px="md">
      <EmptyState icon={<ToolsIcon />} title={t('shell.inPreparation.title')} description={description} withIndicatorBackground />
    </Paper>
  );
}
