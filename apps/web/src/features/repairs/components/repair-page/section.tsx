// The frame every section of the repair page shares, and how a section hands its edits up.
import { Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { RepairFields } from '../../repair-form';

export type EditField = <K extends keyof RepairFields>(key: K, value: RepairFields[K]) => void;

/** What an editable section gets: the page's field errors and where its edits go. */
export interface SectionProps {
  errors: Record<string, string>;
  onEdit: EditField;
}

export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h5" id={id}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Card>
  );
}
