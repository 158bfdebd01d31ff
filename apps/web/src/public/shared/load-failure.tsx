// A customer's page whose data could not be read: what happened (too many tries from this connection, or anything
// else) and a way to try again, in the page's own words.
import { Alert, Button, Text } from '@mantine/core';

export function LoadFailure({
  title,
  text,
  retryLabel,
  onRetry,
}: {
  title: string;
  text: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" title={title} role="alert">
      <Text size="sm">{text}</Text>
      <Button mt="sm" variant="light" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}
