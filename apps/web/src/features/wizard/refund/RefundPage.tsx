import { useState } from 'react';
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Table, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { formatUsd, MSG } from '@taxprep/contracts';
import { ApiError } from '../../../api/client';
import { moneyText, onlyDigits } from '../../../ui/money';
import { MoneyInput } from '../../../ui/MoneyInput';
import { PageLoader } from '../../../ui/PageLoader';
import { SaveStatusAlerts } from '../../../ui/SaveStatusAlerts';
import { useSaveStatus } from '../../../ui/useSaveStatus';
import { useReturnPart, useSaveReturn, type Saved } from '../../../api/returns';
import { ComputedLines } from '../explain/ComputedLines';
import { LoadFailed } from '../../../ui/LoadFailed';
import { WithFormId } from '../../../shared/useFormId';
import { WizardCard } from '../../../ui/WizardCard';
import { refundRequested, validateRefund, type RefundOut, type RefundValues } from './validate';
import { useReturnYear } from '../../../shared/useReturnYear';

export interface RefundData {
  refund_amount: string;
  refund_applied_to_estimated_tax: string | null;
  refund_requested: string;
  refund_routing_number: string | null;
  refund_account_number: string | null;
  refund_account_type: string | null;
  form_8888_attached: boolean;
  amount_owed: string;
  version: number;
}

export function RefundPage() {
  return <WithFormId>{(id) => <Refund id={id} />}</WithFormId>;
}

function Refund({ id }: { id: string }) {
  const q = useReturnPart<RefundData>(id, 'refund');
  const year = useReturnYear();
  if (q.isPending) return <PageLoader />;
  if (q.isError)
    return (
      <LoadFailed error={q.error} message="Failed to load refund information." onRetry={() => q.refetch()} />
    );
  return (
    <WizardCard
      title="Refund"
      description={`Choose how to receive your refund: direct deposit, or apply part of it to your ${year + 1} estimated tax.`}
    >
      <RefundForm id={id} data={q.data} refetch={async () => (await q.refetch()).data} />
    </WizardCard>
  );
}

const toValues = (d: RefundData): RefundValues => ({
  refund_applied_to_estimated_tax: moneyText(d.refund_applied_to_estimated_tax),
  refund_routing_number: d.refund_routing_number ?? '',
  refund_account_number: d.refund_account_number ?? '',
  refund_account_type: d.refund_account_type ?? 'Checking',
  form_8888_attached: d.form_8888_attached,
});

export function RefundForm({
  id,
  data,
  refetch,
}: {
  id: string;
  data: RefundData;
  refetch?: () => Promise<RefundData | undefined>;
}) {
  const year = useReturnYear();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<RefundValues>(toValues(data));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const status = useSaveStatus();
  const save = useSaveReturn<RefundOut & { version: number }, Saved>(
    id,
    'post',
    `/api/form1040/${id}/refund`,
  );
  const set = <K extends keyof RefundValues>(k: K, v: RefundValues[K]) => {
    setValues((old) => ({ ...old, [k]: v }));
    setErrors((old) => ({ ...old, [k]: '' }));
  };
  const requested = refundRequested(data.refund_amount, values.refund_applied_to_estimated_tax);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const r = validateRefund(values, data.refund_amount);
    if (!r.ok) {
      setErrors(r.errors);
      status.warn(MSG.fixHighlighted);
      return;
    }
    setErrors({});
    status.clear();
    try {
      const res = await save.mutateAsync({ ...r.body, version: data.version });
      status.succeed(res.message);
      setEditing(false);
    } catch (err) {
      if (err instanceof ApiError) setErrors(Object.fromEntries(err.issues.map((i) => [i.path, i.message])));
      status.fail(err, 'Failed to save refund information.');
    }
  };
  // A stale tab (409) reloads the saved choices and starts over from them.
  const reload = async () => {
    const d = await refetch?.();
    if (d) setValues(toValues(d));
    setErrors({});
    status.clear();
  };
  const cancel = () => {
    setValues(toValues(data));
    setErrors({});
    setEditing(false);
    status.clear();
  };

  return (
    <Stack gap="md">
      <ComputedLines
        formId={id}
        caption="Refund lines"
        rows={[
          { label: '34 Amount overpaid', lineKey: 'f1040.l34', value: data.refund_amount },
          { label: '35a Amount refunded to you', lineKey: 'f1040.l35a', value: data.refund_requested },
          { label: '37 Amount you owe', lineKey: 'f1040.l37', value: data.amount_owed },
        ]}
      />
      {!editing ? (
        <>
          <Table withTableBorder>
            <Table.Caption>Saved refund choices</Table.Caption>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">36 Applied to {year + 1} estimated tax</Table.Th>
                <Table.Td>{formatUsd(data.refund_applied_to_estimated_tax ?? '0')}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Routing number</Table.Th>
                <Table.Td>{data.refund_routing_number ?? '—'}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Account number</Table.Th>
                <Table.Td>
                  {data.refund_account_number ? `••••${data.refund_account_number.slice(-4)}` : '—'}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Account type</Table.Th>
                <Table.Td>{data.refund_account_type ?? '—'}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Form 8888 attached</Table.Th>
                <Table.Td>{data.form_8888_attached ? 'Yes' : 'No'}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <SaveStatusAlerts status={status} />
          <Group justify="flex-end">
            <Button
              onClick={() => {
                setValues(toValues(data));
                setEditing(true);
                status.clear();
              }}
            >
              Edit
            </Button>
            {/* The spec names no next screen here: the guided path goes on to the last questions. */}
            <Button component={Link} to={`/form1040/${id}/digital-assets`} variant="light">
              Next: digital assets
            </Button>
          </Group>
        </>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <MoneyInput
                label={`36 Amount applied to your ${year + 1} estimated tax`}
                value={values.refund_applied_to_estimated_tax}
                onChange={(v) => set('refund_applied_to_estimated_tax', v)}
                error={errors.refund_applied_to_estimated_tax || undefined}
              />
              <TextInput
                label="35a Refund requested"
                value={formatUsd(requested)}
                readOnly
                variant="filled"
              />
              <TextInput
                label="Routing number"
                inputMode="numeric"
                autoComplete="off"
                description="9 digits"
                value={values.refund_routing_number}
                onChange={(e) => set('refund_routing_number', onlyDigits(e.currentTarget.value, 9))}
                error={errors.refund_routing_number || undefined}
              />
              <TextInput
                label="Account number"
                inputMode="numeric"
                autoComplete="off"
                description="4–17 digits"
                value={values.refund_account_number}
                onChange={(e) => set('refund_account_number', onlyDigits(e.currentTarget.value, 17))}
                error={errors.refund_account_number || undefined}
              />
              <Select
                label="Account type"
                data={['Checking', 'Savings']}
                value={values.refund_account_type || null}
                onChange={(v) => set('refund_account_type', v ?? '')}
                allowDeselect={false}
              />
              <Checkbox
                mt="lg"
                label="Form 8888 attached (split the refund)"
                checked={values.form_8888_attached}
                onChange={(e) => set('form_8888_attached', e.currentTarget.checked)}
              />
            </SimpleGrid>
            <SaveStatusAlerts status={status} onReload={reload} />
            <Group justify="flex-end">
              <Button variant="default" onClick={cancel}>
                Cancel
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? 'Saving…' : 'Save'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
