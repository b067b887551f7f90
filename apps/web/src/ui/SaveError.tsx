import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError } from '../api/client';

interface Props {
  error: unknown;
  /** Shown when the server gave no text of its own. */
  message: string | null;
  /** Reloads the saved data; offered when someone else changed the return meanwhile (409). */
  onReload?: () => void;
}

/** A failed save: the message, and for a stale write (409) a Reload button. */
export function SaveError({ error, message, onReload }: Props) {
  if (!message) return null;
  const stale = error instanceof ApiError && error.status === 409;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        {stale && onReload && (
          <Button size="xs" variant="white" color="red" onClick={onReload}>
            Reload
          </Button>
        )}
      </Group>
    </Alert>
  );
}
