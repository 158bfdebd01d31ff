// A list without bullets or indent, its items one under the other: the lists of figures, people, bikes and
// sessions across Rueda's screens. A list and not a pile of boxes, so a screen reader says how many there are.
import { Stack, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PlainListProps extends Omit<StackProps, 'component'> {
  children: ReactNode;
  'aria-label'?: string;
}

export function PlainList({ children, ...props }: PlainListProps) {
  return (
    <Stack component="ul" p={0} m={0} style={{ listStyle: 'none' }} {...props}>
      {children}
    </Stack>
  );
}
