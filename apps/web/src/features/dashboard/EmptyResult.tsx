import { Button, Paper, Stack, Text } from '@mantine/core';

export const NO_MATCH = 'No matching records found.';

/** What an empty table says: nothing matches the filters (with a way out), or nothing exists yet. */
export function EmptyResult({
  filtered,
  onClear,
  emptyText,
}: {
  filtered: boolean;
  onClear: () => void;
  emptyText: string;
}) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="sm" role="status">
        <Text>{filtered ? NO_MATCH : emptyText}</Text>
        {filtered && (
          <Button variant="light" onClick={onClear}>
            Clear filters
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
