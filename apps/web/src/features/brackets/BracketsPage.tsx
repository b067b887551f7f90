import { useMemo, useState } from 'react';
import { Alert, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  BRACKET_MSG,
  BRACKET_STATUS_LABELS,
  BRACKET_STATUSES,
  formatUsd,
  fractionToPercent,
  TAX_YEAR,
  type BracketBody,
  type TaxBracket,
} from '@taxprep/contracts';
import { errorText } from '../../api/client';
import { FormAlert } from '../../ui/FormAlert';
import { LoadFailedBlock, LoadingBlock } from '../../ui/LoadState';
import { usePageTitle } from '../../ui/usePageTitle';
import { useBrackets, useSaveBracket } from './api';
import { BracketRowForm } from './BracketRowForm';

/** What is open: nothing, the new row, or one saved row (adding and editing exclude each other). */
type Editing = null | 'new' | number;
const ALL = 'all';
const STATUS_FILTER = [
  { value: ALL, label: 'All statuses' },
  ...BRACKET_STATUSES.map((s) => ({ value: s, label: BRACKET_STATUS_LABELS[s] })),
];

/** /admin/tax-brackets (preparers and administrators): the calculator's bracket table. */
export function BracketsPage() {
  usePageTitle('Edit Tax Brackets');
  const brackets = useBrackets();
  const save = useSaveBracket();
  const [editing, setEditing] = useState<Editing>(null);
  const [done, setDone] = useState<string | null>(null);
  const [year, setYear] = useState<string>(String(TAX_YEAR));
  const [status, setStatus] = useState<string>(ALL);

  const rows = useMemo(() => brackets.data ?? [], [brackets.data]);
  const years = useMemo(
    () => [...new Set([TAX_YEAR, ...rows.map((b) => b.tax_year)])].sort((a, b) => b - a).map(String),
    [rows],
  );
  const shown = rows.filter(
    (b) => (year === ALL || String(b.tax_year) === year) && (status === ALL || b.filing_status === status),
  );

  const onSave = async (id: number | null, body: BracketBody) => {
    const r = await save.mutateAsync({ id, body });
    const message = r.message || (id === null ? BRACKET_MSG.created : BRACKET_MSG.updated);
    notifications.show({ color: 'green', message });
    setDone(message);
    setEditing(null);
  };
  const open = (what: Editing) => {
    setDone(null);
    setEditing(what);
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Edit Tax Brackets
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          Rates are entered in percent. Each bracket taxes income over Min and not over Max at its rate, on
          top of its base tax (the tax at Min).
        </Text>
      </div>
      <Alert color="blue" title="These brackets feed the Tax Bracket Calculator only">
        Returns are always computed from the tax engine&apos;s official figures of their tax year (the IRS Tax
        Table and the rate schedules of that year&apos;s revenue procedure), whatever this table says.
      </Alert>
      <Group justify="space-between" align="end">
        <Group>
          <Select
            label="Year"
            data={[{ value: ALL, label: 'All years' }, ...years.map((y) => ({ value: y, label: y }))]}
            value={year}
            onChange={(v) => setYear(v ?? ALL)}
            allowDeselect={false}
            w={140}
          />
          <Select
            label="Filing status"
            data={STATUS_FILTER}
            value={status}
            onChange={(v) => setStatus(v ?? ALL)}
            allowDeselect={false}
            w={240}
          />
        </Group>
        <Button onClick={() => open('new')} disabled={editing !== null || !brackets.data}>
          Add bracket
        </Button>
      </Group>
      <FormAlert message={done} kind="success" />
      {brackets.isPending ? (
        <LoadingBlock label="Loading tax brackets" />
      ) : brackets.isError ? (
        <LoadFailedBlock
          message={errorText(brackets.error, BRACKET_MSG.loadFailed)}
          onRetry={() => void brackets.refetch()}
        />
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped withTableBorder>
            <Table.Caption>
              {shown.length} bracket{shown.length === 1 ? '' : 's'} shown of {rows.length}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Year</Table.Th>
                <Table.Th>Filing status</Table.Th>
                <Table.Th>Min</Table.Th>
                <Table.Th>Max</Table.Th>
                <Table.Th>Rate</Table.Th>
                <Table.Th>Base tax</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {editing === 'new' && (
                <BracketRowForm
                  bracket={null}
                  defaultYear={year === ALL ? TAX_YEAR : Number(year)}
                  saving={save.isPending}
                  onSave={(body) => onSave(null, body)}
                  onCancel={() => setEditing(null)}
                />
              )}
              {shown.map((b) =>
                editing === b.id ? (
                  <BracketRowForm
                    key={b.id}
                    bracket={b}
                    defaultYear={b.tax_year}
                    saving={save.isPending}
                    onSave={(body) => onSave(b.id, body)}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <BracketRow key={b.id} bracket={b} locked={editing !== null} onEdit={() => open(b.id)} />
                ),
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function BracketRow({
  bracket: b,
  locked,
  onEdit,
}: {
  bracket: TaxBracket;
  locked: boolean;
  onEdit: () => void;
}) {
  const label = `${b.tax_year} ${BRACKET_STATUS_LABELS[b.filing_status]} from ${formatUsd(b.income_min)}`;
  return (
    <Table.Tr>
      <Table.Td>{b.tax_year}</Table.Td>
      <Table.Td>{BRACKET_STATUS_LABELS[b.filing_status]}</Table.Td>
      <Table.Td>{formatUsd(b.income_min)}</Table.Td>
      <Table.Td>{b.income_max === null ? 'No limit' : formatUsd(b.income_max)}</Table.Td>
      <Table.Td>{fractionToPercent(b.rate)}%</Table.Td>
      <Table.Td>{formatUsd(b.base_tax)}</Table.Td>
      <Table.Td>
        <Button size="xs" variant="light" onClick={onEdit} disabled={locked} aria-label={`Edit ${label}`}>
          Edit
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
