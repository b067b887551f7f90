import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';
import { FILING_STATUS_LABELS, normalizeFilingStatus } from '@taxprep/contracts';
import { amendedText } from '../../ui/amendedText';
import { AmountPill } from '../../ui/AmountPill';
import { formatDate } from '../../ui/formatDate';
import { ReturnStatusBadge } from '../../ui/ReturnStatusBadge';
import { SortableTh } from '../../ui/SortableTh';
import type { ListQuery, SortKey } from './query';
import { fullName, type ReturnListItem } from '../../api/returnList';

export function filingStatusLabel(v: string | null): string {
  const s = normalizeFilingStatus(v);
  return s ? FILING_STATUS_LABELS[s] : '—';
}

interface Column {
  label: string;
  sort: SortKey;
  cell: (r: ReturnListItem) => ReactNode;
  numeric?: boolean;
}

const USERNAME: Column = { label: 'Username', sort: 'username', cell: (r) => r.username };
const COLUMNS: Column[] = [
  {
    label: 'Name',
    sort: 'last_name',
    cell: (r) =>
      fullName(r) || (
        <Text span size="sm" c="dimmed">
          Not entered yet
        </Text>
      ),
  },
  { label: 'Year', sort: 'tax_year', cell: (r) => r.tax_year },
  { label: 'Filing Status', sort: 'filing_status', cell: (r) => filingStatusLabel(r.filing_status) },
  {
    label: 'Taxable Income',
    sort: 'taxable_income',
    cell: (r) => <AmountPill value={r.taxable_income} />,
    numeric: true,
  },
  {
    label: 'Tax Owed',
    sort: 'amount_owed',
    cell: (r) => <AmountPill value={r.amount_owed} kind="owed" />,
    numeric: true,
  },
  {
    label: 'Refund',
    sort: 'refund_amount',
    cell: (r) => <AmountPill value={r.refund_amount} kind="refund" />,
    numeric: true,
  },
  {
    label: 'Status',
    sort: 'status',
    cell: (r) => (
      <>
        <ReturnStatusBadge status={r.status} />
        {r.amended && (
          <Text size="xs" c="dimmed" mt={4}>
            {amendedText({ refund: r.amended.refund_amount, owed: r.amended.amount_owed })}
          </Text>
        )}
      </>
    ),
  },
  { label: 'Submitted', sort: 'submitted_at', cell: (r) => formatDate(r.submitted_at) },
];

interface Props {
  rows: ReturnListItem[];
  caption: string;
  showUsername: boolean;
  query: ListQuery;
  onSort: (key: SortKey) => void;
  actions: (row: ReturnListItem) => ReactNode;
  /** Columns placed before the amounts on narrower lists (e.g. the tax year). */
  extraColumns?: Column[];
}

/** The returns table shared by the dashboard and the return lists; sorting is done by the server. */
export function ReturnsTable({
  rows,
  caption,
  showUsername,
  query,
  onSort,
  actions,
  extraColumns = [],
}: Props) {
  const [name, ...rest] = COLUMNS;
  const columns = [...(showUsername ? [USERNAME] : []), name!, ...extraColumns, ...rest];
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <SortableTh
                key={c.label}
                direction={query.sort === c.sort ? query.order : null}
                onSort={() => onSort(c.sort)}
              >
                {c.label}
              </SortableTh>
            ))}
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              {columns.map((c) => (
                <Table.Td key={c.label} style={c.numeric ? { whiteSpace: 'nowrap' } : undefined}>
                  {c.cell(r)}
                </Table.Td>
              ))}
              <Table.Td>{actions(r)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export type { Column as ReturnColumn };
