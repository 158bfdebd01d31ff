import { Text, Title } from '@mantine/core';

/** A card's section: its heading and one line on what it is for (the profile's logo, hours and export). */
export function SectionIntro({ title, hint }: { title: string; hint: string }) {
  return (
    <>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
    </>
  );
}
