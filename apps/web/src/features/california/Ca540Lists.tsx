/**
 * The 540's own lists: exemptions (lines 7-11), California dependents and voluntary
 * contributions. Each saves on its own button, as the spec's calls are separate.
 */
import { useState } from 'react';
import { Button, Group, NumberInput, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  CA_MSG,
  clampExemption,
  DEFAULT_CONTRIBUTION_CODE,
  DEFAULT_DEPENDENT_RATE,
  formatUsd,
  type CaExemptions,
  type CaFilingStatus,
} from '@taxprep/contracts';
import { F540 } from '@taxprep/tax-engine';
import { MoneyInput } from '../../ui/MoneyInput';
import { onlyDigits } from '../../ui/money';
import { ca540Path, caApi, useCaDependents, useContributions, useExemptions } from './caApi';
import { ActionAlert, useActionStatus } from './Ca540Status';

/** Lines 7-9: the record's count and amount fields, the label of the engine's line table (F540). */
const COUNTS = [
  ['personal_exemptions_n', 'personal_exemptions_amt', F540.screen(7), 'personal'],
  ['blind_exemptions_n', 'blind_exemptions_amt', F540.screen(8), 'blind'],
  ['senior_exemptions_n', 'senior_exemptions_amt', F540.screen(9), 'senior'],
] as const;

export function Ca540Exemptions({
  id,
  status,
  locked,
}: {
  id: string;
  status: CaFilingStatus;
  locked: boolean;
}) {
  const q = useExemptions(id);
  if (q.isPending) return <Text size="sm">Loading exemptions…</Text>;
  return <ExemptionsForm id={id} data={q.data ?? null} status={status} locked={locked} />;
}

function ExemptionsForm({
  id,
  data,
  status,
  locked,
}: {
  id: string;
  data: CaExemptions | null;
  status: CaFilingStatus;
  locked: boolean;
}) {
  const qc = useQueryClient();
  const msg = useActionStatus();
  const [counts, setCounts] = useState<Record<string, number>>(() =>
    Object.fromEntries(COUNTS.map(([k]) => [k, data?.[k] ?? 0])),
  );
  const rate = (r: keyof CaExemptions['rates']) => data?.rates[r];
  const save = async () => {
    // Counts are clamped to 0-2 (1 unless MFJ/MFS) before they are sent.
    const body = Object.fromEntries(COUNTS.map(([k]) => [k, clampExemption(counts[k] ?? 0, status)]));
    try {
      await caApi.put(ca540Path(id, '/exemptions'), body);
      msg.ok(CA_MSG.exemptionsSaved);
      await qc.invalidateQueries({ queryKey: ['form1040', id] });
    } catch (e) {
      msg.fail(e, CA_MSG.exemptionsSave);
    }
  };
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {COUNTS.map(([k, amt, label, r]) => (
          <NumberInput
            key={k}
            label={`${label} exemptions`}
            description={`${formatUsd(rate(r) ?? '0')} each; amount ${formatUsd(data?.[amt] ?? '0')}`}
            min={0}
            max={status === 'MFJ' || status === 'MFS' ? 2 : 1}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            value={counts[k]}
            disabled={locked}
            onChange={(v) => setCounts((c) => ({ ...c, [k]: clampExemption(Number(v), status) }))}
          />
        ))}
      </SimpleGrid>
      <Text size="sm">
        10 Dependents: {data?.dependents_total_n ?? 0} ×{' '}
        {formatUsd(rate('dependent') ?? DEFAULT_DEPENDENT_RATE)} ={' '}
        {formatUsd(data?.dependents_total_amt ?? '0')}
      </Text>
      <Text size="sm" fw={600} data-testid="ca540-exemptions-total">
        {F540.screen(11)}: {formatUsd(data?.exemptions_total_amt ?? '0')}
      </Text>
      <ActionAlert s={msg} />
      <Group>
        <Button variant="light" onClick={save} disabled={locked}>
          Save exemptions
        </Button>
      </Group>
    </Stack>
  );
}

const EMPTY_DEP = { first_name: '', last_name: '', ssn_itin: '', relationship: '' };

export function Ca540Dependents({ id, locked }: { id: string; locked: boolean }) {
  const qc = useQueryClient();
  const q = useCaDependents(id);
  const msg = useActionStatus();
  const [dep, setDep] = useState(EMPTY_DEP);
  const refresh = () => qc.invalidateQueries({ queryKey: ['form1040', id] });
  const add = async () => {
    try {
      await caApi.post(ca540Path(id, '/dependents'), {
        ...dep,
        ssn_itin: dep.ssn_itin || null,
        relationship: dep.relationship || null,
      });
      setDep(EMPTY_DEP);
      msg.clear();
      await refresh();
    } catch (e) {
      msg.fail(e, CA_MSG.dependentAdd);
    }
  };
  const remove = async (depId: number) => {
    try {
      await caApi.delete(ca540Path(id, `/dependents/${depId}`));
      msg.clear();
      await refresh();
    } catch (e) {
      msg.fail(e, CA_MSG.dependentDelete);
    }
  };
  const rows = q.data ?? [];
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={520}>
        <Table withTableBorder>
          <Table.Caption>
            California dependents (the state PDF lists the first 3; totals use all)
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>SSN/ITIN</Table.Th>
              <Table.Th>Relationship</Table.Th>
              <Table.Th>Action</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>No dependents.</Table.Td>
              </Table.Tr>
            )}
            {rows.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>
                  {d.first_name} {d.last_name}
                </Table.Td>
                <Table.Td>{d.ssn_itin ?? '—'}</Table.Td>
                <Table.Td>{d.relationship ?? '—'}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    disabled={locked}
                    onClick={() => remove(d.id)}
                    aria-label={`Delete dependent ${d.first_name} ${d.last_name}`}
                  >
                    Delete
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <SimpleGrid cols={{ base: 1, sm: 4 }}>
        <TextInput
          label="Dependent first name"
          value={dep.first_name}
          onChange={(e) => setDep({ ...dep, first_name: e.currentTarget.value })}
        />
        <TextInput
          label="Dependent last name"
          value={dep.last_name}
          onChange={(e) => setDep({ ...dep, last_name: e.currentTarget.value })}
        />
        <TextInput
          label="Dependent SSN/ITIN"
          inputMode="numeric"
          autoComplete="off"
          value={dep.ssn_itin}
          onChange={(e) => setDep({ ...dep, ssn_itin: onlyDigits(e.currentTarget.value, 9) })}
        />
        <TextInput
          label="Relationship"
          value={dep.relationship}
          onChange={(e) => setDep({ ...dep, relationship: e.currentTarget.value })}
        />
      </SimpleGrid>
      <ActionAlert s={msg} />
      <Group>
        <Button variant="light" onClick={add} disabled={locked}>
          Add dependent
        </Button>
      </Group>
    </Stack>
  );
}

export function Ca540Contributions({ id, locked }: { id: string; locked: boolean }) {
  const qc = useQueryClient();
  const q = useContributions(id);
  const msg = useActionStatus();
  const [code, setCode] = useState(String(DEFAULT_CONTRIBUTION_CODE));
  const [amount, setAmount] = useState('');
  const refresh = () => qc.invalidateQueries({ queryKey: ['form1040', id] });
  const add = async () => {
    try {
      await caApi.post(ca540Path(id, '/contributions'), { code: Number(code), amount });
      setAmount('');
      setCode(String(DEFAULT_CONTRIBUTION_CODE));
      msg.clear();
      await refresh();
    } catch (e) {
      msg.fail(e, CA_MSG.contributionAdd);
    }
  };
  const remove = async (cid: number) => {
    try {
      await caApi.delete(ca540Path(id, `/contributions/${cid}`));
      msg.clear();
      await refresh();
    } catch (e) {
      msg.fail(e, CA_MSG.contributionRemove);
    }
  };
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={360}>
        <Table withTableBorder>
          <Table.Caption>Voluntary contributions</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Code</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Action</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(q.data?.data ?? []).map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{c.code}</Table.Td>
                <Table.Td ta="right">{formatUsd(c.amount)}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    disabled={locked}
                    onClick={() => remove(c.id)}
                    aria-label={`Remove contribution ${c.code}`}
                  >
                    Remove
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>Total</Table.Th>
              <Table.Th ta="right" data-testid="ca540-contributions-total">
                {formatUsd(q.data?.total ?? '0')}
              </Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Contribution code"
          inputMode="numeric"
          value={code}
          onChange={(e) => setCode(onlyDigits(e.currentTarget.value, 3))}
        />
        <MoneyInput label="Contribution amount" value={amount} onChange={setAmount} />
      </SimpleGrid>
      <ActionAlert s={msg} />
      <Group>
        <Button variant="light" onClick={add} disabled={locked}>
          Add contribution
        </Button>
      </Group>
    </Stack>
  );
}
