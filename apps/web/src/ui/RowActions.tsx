import { Button, Group, VisuallyHidden } from '@mantine/core';

/** Edit and Delete for one row of a list; `name` tells screen readers which row. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  busy,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  busy?: boolean;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="default" onClick={onEdit}>
        Edit<VisuallyHidden> {name}</VisuallyHidden>
      </Button>
      <Button size="xs" variant="default" c="red.9" onClick={onDelete} disabled={busy}>
        Delete<VisuallyHidden> {name}</VisuallyHidden>
      </Button>
    </Group>
  );
}
