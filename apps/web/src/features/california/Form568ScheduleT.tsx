import { useEffect, useState } from 'react';
import { ActionIcon, Button, Group, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { CA_MSG, formatUsd } from '@taxprep/contracts';
import { SaveStatusAlerts } from '../../ui/SaveStatusAlerts';
import { useSaveStatus } from '../../ui/useSaveStatus';
import { caMoneyText, caMoneyValue, CaMoneyInput } from './caSharedMoneyInput';
import { saveScheduleT } from './Form568Api';
import { Form568Card } from './Form568Card';
import { schedTRow } from './Form568Math';

interface Row {
  /** The saved row's id: the server keeps its TIN (answered masked) with it. */
  id?: number;
  member_name: string;
  tin: string;
  distributive_share: string;
  tax_rate: string;
  withheld_by_llc: string;
}
const EMPTY: Row = { member_name: '', tin: '', distributive_share: '', tax_rate: '', withheld_by_llc: '' };
const RATE_RE = /^(0(\.\d{1,4})?|1(\.0{1,4})?)$/;
const MAX_ROWS = 100;

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const toRows = (raw: Record<string, unknown>[]): Row[] =>
  raw.map((r) => ({
    ...(typeof r.id === 'number' ? { id: r.id } : {}),
    member_name: text(r.member_name),
    tin: text(r.tin),
    distributive_share: caMoneyText(r.distributive_share),
    tax_rate: text(r.tax_rate),
    withheld_by_llc: caMoneyText(r.withheld_by_llc),
  }));
const payload = (rows: Row[]) =>
  rows.map((r) => ({
    ...(r.id !== undefined ? { id: r.id } : {}),
    member_name: r.member_name.trim() || null,
    tin: r.tin.trim() || null,
    distributive_share: caMoneyValue(r.distributive_share),
    tax_rate: r.tax_rate.trim() || null,
    withheld_by_llc: caMoneyValue(r.withheld_by_llc),
  }));

/** Schedule T, nonconsenting nonresident members: tax due and net tax due follow as typed. */
export function Form568ScheduleT({
  recordId,
  initial,
  onDirty,
}: {
  recordId: number | null;
  initial: Record<string, unknown>[];
  onDirty: (d: boolean) => void;
}) {
  const [saved, setSaved] = useState(() => toRows(initial));
  const [rows, setRows] = useState(saved);
  const [busy, setBusy] = useState(false);
  const status = useSaveStatus();
  const dirty = JSON.stringify(payload(rows)) !== JSON.stringify(payload(saved));
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const set = (i: number, k: keyof Row, v: string) => {
    status.clearWarning();
    setRows((rs) => rs.map((r, j) => (j === i ? { ...r, [k]: v } : r)));
  };
  const rateError = (r: Row) =>
    r.tax_rate.trim() && !RATE_RE.test(r.tax_rate.trim()) ? CA_MSG.taxRate : undefined;

  const save = async () => {
    if (recordId === null) return;
    if (rows.some(rateError)) return status.warn('Please fix the highlighted fields.');
    setBusy(true);
    status.clear();
    try {
      await saveScheduleT(recordId, payload(rows));
      // The server numbers the rows it keeps 1, 2, 3… in order.
      const kept = rows.map((r, i) => ({ ...r, id: i + 1 }));
      setSaved(kept);
      setRows(kept);
      status.succeed(CA_MSG.f568TSaved);
    } catch (err) {
      status.fail(err, 'Failed to save Schedule T.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form568Card title="Schedule T — Nonconsenting nonresident members' tax" defaultOpen={false}>
      <Stack gap="sm">
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            No members listed.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={900}>
            <Table verticalSpacing={4} aria-label="Schedule T members">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Member name</Table.Th>
                  <Table.Th scope="col">TIN</Table.Th>
                  <Table.Th scope="col">Distributive share</Table.Th>
                  <Table.Th scope="col">Tax rate</Table.Th>
                  <Table.Th scope="col">Withheld by LLC</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Total tax due
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Net tax due
                  </Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r, i) => {
                  const n = i + 1;
                  const c = schedTRow(r.distributive_share, r.tax_rate, r.withheld_by_llc);
                  return (
                    <Table.Tr key={i}>
                      <Table.Td>
                        <TextInput
                          size="xs"
                          aria-label={`Member ${n} name`}
                          value={r.member_name}
                          maxLength={200}
                          onChange={(e) => set(i, 'member_name', e.currentTarget.value)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          size="xs"
                          aria-label={`Member ${n} TIN`}
                          value={r.tin}
                          maxLength={11}
                          onChange={(e) => set(i, 'tin', e.currentTarget.value)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <CaMoneyInput
                          size="xs"
                          aria-label={`Member ${n} distributive share`}
                          value={r.distributive_share}
                          onChange={(v) => set(i, 'distributive_share', v)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          size="xs"
                          aria-label={`Member ${n} tax rate`}
                          placeholder="0.1234"
                          inputMode="decimal"
                          value={r.tax_rate}
                          maxLength={6}
                          error={rateError(r)}
                          onChange={(e) => set(i, 'tax_rate', e.currentTarget.value.replace(/[^\d.]/g, ''))}
                        />
                      </Table.Td>
                      <Table.Td>
                        <CaMoneyInput
                          size="xs"
                          aria-label={`Member ${n} withheld by LLC`}
                          value={r.withheld_by_llc}
                          onChange={(v) => set(i, 'withheld_by_llc', v)}
                        />
                      </Table.Td>
                      <Table.Td ta="right">{formatUsd(c.total_tax_due)}</Table.Td>
                      <Table.Td ta="right">{formatUsd(c.net_tax_due)}</Table.Td>
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove member ${n}`}
                          onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Text size="xs" c="dimmed">
          {CA_MSG.taxRate}
        </Text>
        <SaveStatusAlerts status={status} />
        <Group>
          <Button
            variant="light"
            onClick={() => setRows((rs) => [...rs, { ...EMPTY }])}
            disabled={rows.length >= MAX_ROWS}
          >
            Add member
          </Button>
          <Button onClick={() => void save()} loading={busy} disabled={recordId === null}>
            Save Schedule T
          </Button>
        </Group>
      </Stack>
    </Form568Card>
  );
}
