import { Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PageProps {
  title: ReactNode;
  /** One line under the title. */
  description?: ReactNode;
  /** Buttons at the title's end. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A screen of the main layout: its title (the page's one h1) and its content. */
export function Page({ title, description, actions, children }: PageProps) {
  return (
    <Container size="xl" px={0}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {description ? <Text c="dimmed">{description}</Text> : null}
          </Stack>
          {actions}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
