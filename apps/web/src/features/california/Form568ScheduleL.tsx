import { Fragment, useEffect, useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { CA_MSG, formatUsd, normalizeAmount, SCHED_L_INPUTS, SCHED_M2_INPUTS } from '@taxprep/contracts';
import { Pill } from '../../ui/Pill';
import { SaveStatusAlerts } from '../../ui/SaveStatusAlerts';
import { useSaveStatus } from '../../ui/useSaveStatus';
import { caMoneyText, caMoneyValue, CaMoneyInput } from './caSharedMoneyInput';
import { saveScheduleL, saveScheduleM2 } from './Form568Api';
import { Form568Card } from './Form568Card';
import { schedLBalance, schedM2Computed } from './Form568Math';

type Values = Record<string, string>;
const L_KEYS = SCHED_L_INPUTS.flatMap(([k]) => [`${k}_beg`, `${k}_end`]);
const M2_KEYS = SCHED_M2_INPUTS.map(([k]) => k);
const FIX = 'Please fix the highlighted fields.';

const toValues = (raw: Record<string, unknown>, keys: string[]): Values =>
  Object.fromEntries(keys.map((k) => [k, caMoneyText(raw[k])]));
const payload = (v: Values, keys: string[]) =>
  Object.fromEntries(keys.map((k) => [k, caMoneyValue(v[k] ?? '')]));
const invalid = (v: Values) => Object.values(v).some((x) => x !== '' && normalizeAmount(x) === undefined);

/** The draft of one explicitly saved schedule: its values, the saved copy and the save call. */
function useScheduleDraft(
  initial: Record<string, unknown>,
  keys: string[],
  onDirty: (d: boolean) => void,
  send: (body: Record<string, unknown>) => Promise<unknown>,
  savedText: string,
  failText: string,
) {
  const [saved, setSaved] = useState(() => toValues(initial, keys));
  const [values, setValues] = useState(saved);
  const [busy, setBusy] = useState(false);
  const status = useSaveStatus();
  const dirty = JSON.stringify(payload(values, keys)) !== JSON.stringify(payload(saved, keys));
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  const set = (k: string, v: string) => {
    status.clearWarning();
    setValues((x) => ({ ...x, [k]: v }));
  };
  const save = async () => {
    if (invalid(values)) return status.warn(FIX);
    setBusy(true);
    status.clear();
    try {
      await send(payload(values, keys));
      setSaved(values);
      status.succeed(savedText);
    } catch (err) {
      status.fail(err, failText);
    } finally {
      setBusy(false);
    }
  };
  return { values, set, save, busy, status };
}

/** Schedule L balance sheet: beginning and end of year; the totals and the balance check are live. */
export function Form568ScheduleL({
  recordId,
  initial,
  onDirty,
}: {
  recordId: number | null;
  initial: Record<string, unknown>;
  onDirty: (d: boolean) => void;
}) {
  const d = useScheduleDraft(
    initial,
    L_KEYS,
    onDirty,
    (body) => saveScheduleL(recordId!, body),
    CA_MSG.f568LSaved,
    'Failed to save Schedule L.',
  );
  const beg = schedLBalance(d.values, 'beg');
  const end = schedLBalance(d.values, 'end');
  const totalRow = (label: string, k: 'total_assets' | 'total_liab_cap') => (
    <Table.Tr>
      <Table.Th scope="row">{label}</Table.Th>
      <Table.Td ta="right" data-testid={`sched-l-${k}-beg`}>
        {formatUsd(beg[k])}
      </Table.Td>
      <Table.Td ta="right" data-testid={`sched-l-${k}-end`}>
        {formatUsd(end[k])}
      </Table.Td>
    </Table.Tr>
  );
  return (
    <Form568Card title="Schedule L — Balance sheet" defaultOpen={false}>
      <Stack gap="sm">
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing={4} aria-label="Schedule L">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Line</Table.Th>
                <Table.Th scope="col" w={200}>
                  Beginning of year
                </Table.Th>
                <Table.Th scope="col" w={200}>
                  End of year
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {SCHED_L_INPUTS.map(([k, label]) => (
                <Fragment key={k}>
                  <Table.Tr>
                    <Table.Td>{label}</Table.Td>
                    {(['beg', 'end'] as const).map((col) => (
                      <Table.Td key={col}>
                        <CaMoneyInput
                          size="xs"
                          aria-label={`${label}, ${col === 'beg' ? 'beginning' : 'end'} of year`}
                          value={d.values[`${k}_${col}`] ?? ''}
                          onChange={(v) => d.set(`${k}_${col}`, v)}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                  {k === 'inv' && totalRow('Total assets', 'total_assets')}
                </Fragment>
              ))}
              {totalRow("Total liabilities and members' capital", 'total_liab_cap')}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group gap="md" aria-live="polite">
          <Text size="sm">Beginning:</Text>
          <Pill tone={beg.balanced ? 'green' : 'red'} data-testid="sched-l-status-beg">
            {beg.status}
          </Pill>
          <Text size="sm">End:</Text>
          <Pill tone={end.balanced ? 'green' : 'red'} data-testid="sched-l-status-end">
            {end.status}
          </Pill>
        </Group>
        <SaveStatusAlerts status={d.status} />
        <Group>
          <Button onClick={() => void d.save()} loading={d.busy} disabled={recordId === null}>
            Save Schedule L
          </Button>
        </Group>
      </Stack>
    </Form568Card>
  );
}

/** Schedule M-2, members' capital accounts: subtotal, total decreases and the end balance are live. */
export function Form568ScheduleM2({
  recordId,
  initial,
  onDirty,
}: {
  recordId: number | null;
  initial: Record<string, unknown>;
  onDirty: (d: boolean) => void;
}) {
  const d = useScheduleDraft(
    initial,
    M2_KEYS,
    onDirty,
    (body) => saveScheduleM2(recordId!, body),
    CA_MSG.f568M2Saved,
    'Failed to save Schedule M-2.',
  );
  const c = schedM2Computed(d.values);
  const input = ([k, label]: readonly [string, string]) => (
    <CaMoneyInput key={k} label={label} value={d.values[k] ?? ''} onChange={(v) => d.set(k, v)} />
  );
  const computed = (label: string, v: string, testId: string) => (
    <Group justify="space-between" data-testid={testId}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {formatUsd(v)}
      </Text>
    </Group>
  );
  return (
    <Form568Card title="Schedule M-2 — Members' capital accounts" defaultOpen={false}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {SCHED_M2_INPUTS.slice(0, 4).map(input)}
        </SimpleGrid>
        {computed('5 Subtotal (lines 1 through 4)', c.subtotal!, 'sched-m2-subtotal')}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {SCHED_M2_INPUTS.slice(4).map(input)}
        </SimpleGrid>
        {computed('8 Total decreases (lines 6 and 7)', c.total_decreases!, 'sched-m2-decreases')}
        {computed('9 Balance at end of year (line 5 less line 8)', c.end_balance!, 'sched-m2-end')}
        <SaveStatusAlerts status={d.status} />
        <Group>
          <Button onClick={() => void d.save()} loading={d.busy} disabled={recordId === null}>
            Save Schedule M-2
          </Button>
        </Group>
      </Stack>
    </Form568Card>
  );
}
