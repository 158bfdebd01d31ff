import { Alert, Button, Stack, Text } from '@mantine/core';

export interface LoadErrorProps {
  title: string;
  description: string;
  retryLabel: string;
  onRetry: () => void;
}

/** A list that could not be loaded, with a way to try again. */
export function LoadError({ title, description, retryLabel, onRetry }: LoadErrorProps) {
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{description}</Text>
        <Button variant="light" color="red" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
