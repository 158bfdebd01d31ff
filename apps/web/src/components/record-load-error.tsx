import { FunctionError } from '@rueda/domain';
import { Alert, Button, Group } from '@mantine/core';
import { Link } from 'react-router';

export interface RecordLoadErrorProps {
  error: unknown;
  onRetry: () => void;
  /** Where "back" goes: the list the record belongs to. */
  backTo: string;
  texts: { notFound: string; loadFailed: string; back: string; retry: string };
}

/** One record's page that could not load: gone (back to its list) or failed (back, or try again). */
export function RecordLoadError({ error, onRetry, backTo, texts }: RecordLoadErrorProps) {
  const isNotFound = error instanceof FunctionError && error.code === 'not-found';
  return (
    <Alert color={isNotFound ? 'yellow' : 'red'} role="alert" title={isNotFound ? texts.notFound : texts.loadFailed}>
      <Group gap="sm" mt="xs">
        <Button component={Link} to={backTo} variant="default">
          {texts.back}
        </Button>
        {!isNotFound ? (
          <Button variant="light" onClick={onRetry}>
            {texts.retry}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
