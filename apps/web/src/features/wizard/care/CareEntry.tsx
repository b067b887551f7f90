import type { ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid } from '@mantine/core';

interface Props {
  /** The group's accessible name ("Care provider 2"). */
  label: string;
  /** The entry's inputs, two to a row from the small breakpoint up. */
  children: ReactNode;
  /** The entry's check boxes, beside the remove button. */
  checks: ReactNode;
  removeLabel: string;
  onRemove: () => void;
}

/** One entry of a repeated list on the care screen (a provider, a qualifying person). */
export function CareEntry({ label, children, checks, removeLabel, onRemove }: Props) {
  return (
    <Paper withBorder p="sm" role="group" aria-label={label}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>{children}</SimpleGrid>
      <Group justify="space-between" mt="xs">
        <Group gap="md">{checks}</Group>
        <Button variant="subtle" color="red" size="xs" onClick={onRemove}>
          {removeLabel}
        </Button>
      </Group>
    </Paper>
  );
}
