import { useState } from 'react';
import { STATE_SEARCH } from '../../ui/stateSelect';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  ca540nrFieldsSchema,
  ca540nrIssues,
  CA_MSG,
  formatUsd,
  PRIOR_STATES,
  type Ca540NrFields,
  type Ca540NrSummary,
} from '@taxprep/contracts';
import { F540NR } from '@taxprep/tax-engine';
import { ApiError, errorText } from '../../api/client';
import { FormAlert } from '../../ui/FormAlert';
import { MoneyInput } from '../../ui/MoneyInput';
import { moneyText, onlyDigits } from '../../ui/money';
import { PageLoader } from '../../ui/PageLoader';
import { UnsavedChangesGuard } from '../../ui/UnsavedChangesGuard';
import { LoadFailed } from '../../ui/LoadFailed';
import { WithFormId } from '../../shared/useFormId';
import { useYearText } from '../../shared/useReturnYear';
import { WizardCard } from '../../ui/WizardCard';
import { Ca540NrAllocation } from './Ca540NrAllocation';
import { caApi, useCa540Nr, useCa540NrSummary, type Ca540NrRecord } from './caApi';

interface Values {
  residency_status: 'nonresident' | 'part_year';
  date_moved_in: string;
  date_moved_out: string;
  prior_state: string;
  agi_ca: string;
  /** Schedule CA (540NR) column E by line key, as typed. */
  ca_amounts: Record<string, string>;
  taxable_income_ca: string;
  nonref_renters_credit: string;
  use_federal_banking: boolean;
  bank_routing_number: string;
  bank_account_number: string;
  bank_account_type: 'checking' | 'savings';
}

const str = (v: unknown) => (v == null ? '' : String(v));
/** Bank numbers come back masked ("*****6789"): the input starts blank with the mask as a hint. */
const BANK = ['bank_routing_number', 'bank_account_number'] as const;
const masked = (v: unknown) => typeof v === 'string' && /\D/.test(v);
function toValues(r: Ca540NrRecord | null): Values {
  return {
    residency_status: r?.residency_status === 'part_year' ? 'part_year' : 'nonresident',
    date_moved_in: str(r?.date_moved_in),
    date_moved_out: str(r?.date_moved_out),
    prior_state: str(r?.prior_state),
    agi_ca: moneyText(r?.agi_ca as string | null),
    ca_amounts: amountsOf(r?.ca_amounts),
    taxable_income_ca: moneyText(r?.taxable_income_ca as string | null),
    nonref_renters_credit: moneyText(r?.nonref_renters_credit as string | null),
    use_federal_banking: r?.use_federal_banking === true,
    bank_routing_number: masked(r?.bank_routing_number) ? '' : str(r?.bank_routing_number),
    bank_account_number: masked(r?.bank_account_number) ? '' : str(r?.bank_account_number),
    bank_account_type: r?.bank_account_type === 'savings' ? 'savings' : 'checking',
  };
}

function amountsOf(v: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (v && typeof v === 'object' && !Array.isArray(v))
    for (const [k, x] of Object.entries(v as Record<string, unknown>))
      if (typeof x === 'string') out[k] = moneyText(x);
  return out;
}

/** The field rules of the contracts (dates, numbers) plus the cross-field ones; column E issues by 'ca_amounts.<line>'. */
function issuesOf(v: Values): Record<string, string> {
  const out: Record<string, string> = {};
  const parsed = ca540nrFieldsSchema.safeParse(v);
  if (!parsed.success) {
    for (const i of parsed.error.issues) out[i.path.map(String).join('.')] ??= i.message;
    return out;
  }
  for (const i of ca540nrIssues(parsed.data as Ca540NrFields)) out[i.path] ??= i.message;
  return out;
}

export function Ca540NrPage() {
  return <WithFormId>{(id) => <Ca540NrScreen id={id} />}</WithFormId>;
}

function Ca540NrScreen({ id }: { id: string }) {
  const q = useCa540Nr(id);
  if (q.isPending) return <PageLoader />;
  if (q.isError)
    return <LoadFailed error={q.error} message="Failed to load CA Form 540NR." onRetry={() => q.refetch()} />;
  return <Ca540NrForm id={id} record={q.data} />;
}

function SummaryCard({ s }: { s: Ca540NrSummary | null | undefined }) {
  const rows: [Exclude<keyof Ca540NrSummary, 'allocation' | 'agi_ca_source'>, string][] = [
    ['federal_agi', 'Federal AGI'],
    ['agi_all_sources', 'AGI from all sources'],
    ['agi_ca', F540NR.screen(32)],
    ['taxable_income_ca', F540NR.screen(35)],
    ['dependent_care_credit', F540NR.screen(50)],
    ['caleitc', F540NR.screen(85)],
    ['yctc', F540NR.screen(86)],
    ['total_tax', F540NR.screen(74)],
    ['total_payments', F540NR.screen(88)],
    ['refund', F540NR.screen(125)],
    ['amount_you_owe', F540NR.screen(121)],
  ];
  return (
    <Paper withBorder p="md" radius="md" aria-label="540NR summary" component="section">
      <Text fw={700} mb="xs">
        Summary
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {rows.map(([k, label]) => (
          <div key={k}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={600} data-testid={`ca540nr-${k}`}>
              {formatUsd(s?.[k] ?? '0')}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

function Ca540NrForm({ id, record }: { id: string; record: Ca540NrRecord | null }) {
  const yt = useYearText();
  const qc = useQueryClient();
  const summary = useCa540NrSummary(id);
  const [values, setValues] = useState<Values>(() => toValues(record));
  const [dirty, setDirty] = useState(false);
  // Saved bank numbers the filer has not retyped are left out so the server keeps them.
  const [touchedBank, setTouchedBank] = useState<Set<string>>(new Set());
  const [serverIssues, setServerIssues] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const issues = { ...serverIssues, ...issuesOf(values) };
  const blocked = Object.keys(issuesOf(values)).length > 0;

  const set = <K extends keyof Values>(k: K, v: Values[K]) => {
    setValues((old) => {
      const next = { ...old, [k]: v };
      // Nonresident: the move dates and prior state do not apply and are cleared.
      if (k === 'residency_status' && v === 'nonresident')
        Object.assign(next, { date_moved_in: '', date_moved_out: '', prior_state: '' });
      return next;
    });
    if ((BANK as readonly string[]).includes(k)) setTouchedBank((t) => new Set([...t, k]));
    setServerIssues({});
    setDirty(true);
  };

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    if (blocked) return;
    setSaving(true);
    try {
      const body: Record<string, unknown> = { ...values, form1040_id: Number(id) };
      for (const k of BANK) if (masked(record?.[k]) && !touchedBank.has(k)) delete body[k];
      const res = await caApi.post<{ message?: string }>('/api/ca/540nr', body);
      setDirty(false);
      setMessage({ kind: 'success', text: res?.message ?? CA_MSG.nrSaved });
      await qc.invalidateQueries({ queryKey: ['form1040', id] });
    } catch (err) {
      if (err instanceof ApiError)
        setServerIssues(Object.fromEntries(err.issues.map((i) => [i.path, i.message])));
      setMessage({ kind: 'error', text: errorText(err, 'Failed to save CA Form 540NR.') });
    } finally {
      setSaving(false);
    }
  };

  const partYear = values.residency_status === 'part_year';
  const money = (
    k: 'agi_ca' | 'taxable_income_ca' | 'nonref_renters_credit',
    label: string,
    description?: string,
  ) => (
    <MoneyInput
      label={label}
      description={description}
      value={values[k]}
      onChange={(v) => set(k, v)}
      error={issues[k]}
    />
  );
  const lineErrors = Object.fromEntries(
    Object.entries(issues)
      .filter(([k]) => k.startsWith('ca_amounts.'))
      .map(([k, m]) => [k.slice('ca_amounts.'.length), m]),
  );
  const bankOff = values.use_federal_banking;

  return (
    <WizardCard
      title="California Form 540NR"
      description={yt('Nonresident or Part-Year Resident Income Tax Return {year}')}
      wide
    >
      <form onSubmit={save} noValidate aria-label="California Form 540NR">
        <UnsavedChangesGuard when={dirty} />
        <Stack gap="md">
          <SummaryCard s={summary.data} />
          <Fieldset legend="Residency">
            <Stack gap="sm">
              <Radio.Group
                name="residency_status"
                label="Residency status"
                value={values.residency_status}
                onChange={(v) => set('residency_status', v as Values['residency_status'])}
              >
                <Group mt={4}>
                  <Radio value="nonresident" label="Nonresident" />
                  <Radio value="part_year" label="Part-year resident" />
                </Group>
              </Radio.Group>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput
                  label="Date moved into CA"
                  placeholder="YYYY-MM-DD"
                  value={values.date_moved_in}
                  disabled={!partYear}
                  onChange={(e) => set('date_moved_in', e.currentTarget.value)}
                  error={partYear ? issues.date_moved_in : undefined}
                />
                <TextInput
                  label="Date moved out of CA"
                  placeholder="YYYY-MM-DD"
                  value={values.date_moved_out}
                  disabled={!partYear}
                  onChange={(e) => set('date_moved_out', e.currentTarget.value)}
                  error={partYear ? issues.date_moved_out : undefined}
                />
                <Select
                  label="Prior state"
                  data={PRIOR_STATES.map((s) => ({ value: s, label: s === 'OTHER' ? 'Foreign/Other' : s }))}
                  value={values.prior_state || null}
                  {...STATE_SEARCH}
                  disabled={!partYear}
                  onChange={(v) => set('prior_state', v ?? '')}
                  error={partYear ? issues.prior_state : undefined}
                />
              </SimpleGrid>
            </Stack>
          </Fieldset>
          <Fieldset legend="California Allocation">
            <Stack gap="sm">
              <Text size="sm">
                Schedule CA (540NR), Part II: enter the California amount (column E) of each line. Line 27
                column E is your California AGI (Form 540NR line 32).
              </Text>
              <Ca540NrAllocation
                lines={summary.data?.allocation ?? []}
                values={values.ca_amounts}
                errors={lineErrors}
                onChange={(key, v) => set('ca_amounts', { ...values.ca_amounts, [key]: v })}
                line27={{ total: summary.data?.line27_total, ca: summary.data?.line27_ca }}
              />
              {issues.ca_amounts && (
                <Text size="sm" c="red" role="alert">
                  {issues.ca_amounts}
                </Text>
              )}
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {money(
                  'agi_ca',
                  'California AGI (CA portion)',
                  'Optional override. Leave blank to use line 27 column E; an amount here replaces it (kept for returns saved before the line-by-line allocation).',
                )}
                {money('taxable_income_ca', 'California taxable income')}
                {money('nonref_renters_credit', "Nonrefundable renter's credit")}
              </SimpleGrid>
            </Stack>
          </Fieldset>
          <Fieldset legend="Refund & Banking">
            <Stack gap="sm">
              <Checkbox
                label="Use the bank account from my federal return"
                checked={values.use_federal_banking}
                onChange={(e) => set('use_federal_banking', e.currentTarget.checked)}
              />
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput
                  label="Routing number"
                  inputMode="numeric"
                  autoComplete="off"
                  value={values.bank_routing_number}
                  placeholder={
                    masked(record?.bank_routing_number) ? String(record?.bank_routing_number) : undefined
                  }
                  disabled={bankOff}
                  onChange={(e) => set('bank_routing_number', onlyDigits(e.currentTarget.value, 9))}
                  error={bankOff ? undefined : issues.bank_routing_number}
                />
                <TextInput
                  label="Account number"
                  inputMode="numeric"
                  autoComplete="off"
                  value={values.bank_account_number}
                  placeholder={
                    masked(record?.bank_account_number) ? String(record?.bank_account_number) : undefined
                  }
                  disabled={bankOff}
                  onChange={(e) => set('bank_account_number', onlyDigits(e.currentTarget.value, 17))}
                  error={bankOff ? undefined : issues.bank_account_number}
                />
                <Select
                  label="Account type"
                  data={[
                    { value: 'checking', label: 'Checking' },
                    { value: 'savings', label: 'Savings' },
                  ]}
                  value={values.bank_account_type}
                  allowDeselect={false}
                  disabled={bankOff}
                  onChange={(v) => v && set('bank_account_type', v as Values['bank_account_type'])}
                />
              </SimpleGrid>
            </Stack>
          </Fieldset>
          <FormAlert message={message?.text} kind={message?.kind} />
          <Group justify="flex-end">
            <Button type="submit" loading={saving} disabled={blocked}>
              Save &amp; Calculate
            </Button>
          </Group>
        </Stack>
      </form>
    </WizardCard>
  );
}
