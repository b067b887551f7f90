import { Alert, Button } from '@mantine/core';
import { errorText } from '../api/client';

/** A screen whose data could not be loaded: the spec's text (or the server's) and a retry. */
export function LoadFailed({
  error,
  message,
  onRetry,
}: {
  error: unknown;
  message: string;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" role="alert" maw={760}>
      {errorText(error, message)}{' '}
      <Button size="xs" variant="white" color="red" onClick={onRetry} ml="sm">
        Try again
      </Button>
    </Alert>
  );
}
