import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';

/** A list's loading spinner, announced to screen readers. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <Group justify="center" p="xl" role="status">
      <Loader aria-label={label} />
    </Group>
  );
}

/** A list that failed to load: the reason and a retry. */
export function LoadFailedBlock({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack align="center" gap="sm" role="alert">
        <Text c="red.9">{message}</Text>
        <Button variant="light" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Paper>
  );
}
