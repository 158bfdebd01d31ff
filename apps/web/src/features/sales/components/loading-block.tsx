import { Skeleton, Stack } from '@mantine/core';

/** A screen's place while its data is read, named for assistive technology. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <Stack gap="md" role="status" aria-label={label}>
      <Skeleton height={48} />
      <Skeleton height={200} />
      <Skeleton height={120} />
    </Stack>
  );
}
