import type { ReactNode } from 'react';
import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';

interface Props {
  children: ReactNode;
  /** null when the table is sorted by another column. */
  direction: 'asc' | 'desc' | null;
  onSort: () => void;
}

/** A column header that sorts on click or Enter and tells assistive technology the order. */
export function SortableTh({ children, direction, onSort }: Props) {
  const Icon = direction === 'asc' ? IconChevronUp : direction === 'desc' ? IconChevronDown : IconSelector;
  return (
    <Table.Th aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}>
      <UnstyledButton onClick={onSort} style={{ font: 'inherit', fontWeight: 700 }}>
        <Group gap={4} wrap="nowrap">
          <span>{children}</span>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
