import { Table } from '@mantine/core';
import { SortableTh } from './SortableTh';

/** A table's header row of plain column names. */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((c) => (
          <Table.Th key={c}>{c}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

/** A header row whose columns sort the list, then an Actions column that does not. */
export function SortableHead<K extends string>({
  columns,
  sort,
  dir,
  onSort,
}: {
  columns: readonly { key: K; label: string }[];
  sort: K;
  dir: 'asc' | 'desc';
  onSort: (key: K) => void;
}) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((c) => (
          <SortableTh key={c.key} direction={sort === c.key ? dir : null} onSort={() => onSort(c.key)}>
            {c.label}
          </SortableTh>
        ))}
        <Table.Th>Actions</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}
