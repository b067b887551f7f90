import { useId, useState, type ReactNode } from 'react';
import { Group, Paper, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';

/** A collapsible card of the Form 568 screen; its heading is the toggle (keyboard: Enter/Space). */
export function Form568Card({
  title,
  children,
  defaultOpen = true,
}: {
  title: string;
  children: ReactNode;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={bodyId} w="100%">
        <Group gap="xs" wrap="nowrap">
          {open ? <IconChevronDown size={18} aria-hidden /> : <IconChevronRight size={18} aria-hidden />}
          <Title order={2} size="h5">
            {title}
          </Title>
        </Group>
      </UnstyledButton>
      {/* Closed cards keep their state (unsaved schedule rows) but leave the page. */}
      <div id={bodyId} hidden={!open} style={{ marginTop: 12 }}>
        {children}
      </div>
    </Paper>
  );
}
