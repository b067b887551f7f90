import { useCallback, useMemo, useRef, useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalculator, IconFileTypePdf } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CA_MSG,
  F568_FLAGS,
  F568_INPUT_LINES,
  formatUsd,
  MONEY_MSG,
  normalizeAmount,
  type F568Record,
} from '@taxprep/contracts';
import { ApiError, errorText } from '../../api/client';
import { FormAlert } from '../../ui/FormAlert';
import { PageLoader } from '../../ui/PageLoader';
import { SaveStatusAlerts } from '../../ui/SaveStatusAlerts';
import { UnsavedChangesGuard } from '../../ui/UnsavedChangesGuard';
import { useSaveStatus } from '../../ui/useSaveStatus';
import { LoadFailed } from '../../ui/LoadFailed';
import { WithFormId } from '../../shared/useFormId';
import { useReturnYearOf, useYearText } from '../../shared/useReturnYear';
import { WizardCard } from '../../ui/WizardCard';
import { caMoneyText, caMoneyValue } from './caSharedMoneyInput';
import {
  F568CreateError,
  form568Key,
  form568PdfUrl,
  loadOrCreateForm568,
  patchForm568,
  recomputeForm568,
} from './Form568Api';
import { Form568Fields, type F568Values } from './Form568Fields';
import { f568Computed } from './Form568Math';
import { Form568Questions } from './Form568Questions';
import { Form568ScheduleL, Form568ScheduleM2 } from './Form568ScheduleL';
import { Form568ScheduleT } from './Form568ScheduleT';

const TITLE = 'California Form 568';
const TEXT_KEYS = ['llc_name', 'sos_file_number', 'fein', 'address', 'city', 'state', 'zip'];
const MONEY_KEYS = new Set<string>(F568_INPUT_LINES.map(([k]) => k));
const FLAG_KEYS = new Set<string>(F568_FLAGS);
const SUMMARY: [string, string][] = [
  ['line7_total_tax_fee', 'Line 7 Total tax and fee'],
  ['line12_total_payments', 'Line 12 Total payments'],
  ['line16_tax_fee_due', 'Line 16 Tax due'],
  ['line17_overpayment', 'Line 17 Overpayment'],
  ['line21_total_amount_due', 'Line 21 Total amount due'],
];

export function Form568Page() {
  return <WithFormId>{(id) => <Form568Screen id={id} />}</WithFormId>;
}

function Form568Screen({ id }: { id: string }) {
  // The form is of the return's year: nothing is loaded or created before it is known.
  const year = useReturnYearOf(id);
  const q = useQuery({
    queryKey: form568Key(id),
    queryFn: () => loadOrCreateForm568(id, year!),
    enabled: year !== undefined,
    // A failed creation is shown at once (the screen stays, its saves disabled), not retried.
    retry: (n, err) =>
      !(err instanceof F568CreateError) && !(err instanceof ApiError && err.status < 500) && n < 1,
  });
  if (q.isPending) return <PageLoader label="Loading CA Form 568…" />;
  if (q.isError && !(q.error instanceof F568CreateError))
    return <LoadFailed error={q.error} message={CA_MSG.f568Load} onRetry={() => void q.refetch()} />;
  // Without a record (its creation failed) the screen still shows, every save disabled.
  const unavailable =
    q.error instanceof F568CreateError ? errorText(q.error.reason, CA_MSG.f568Unavailable) : null;
  const record = q.data ?? null;
  return <Form568Editor key={record?.id ?? 'none'} id={id} record={record} unavailable={unavailable} />;
}

function toValues(r: F568Record | null): F568Values {
  const v: F568Values = {};
  for (const k of TEXT_KEYS) v[k] = typeof r?.[k] === 'string' ? (r[k] as string) : '';
  for (const k of FLAG_KEYS) v[k] = r?.[k] === true;
  for (const k of MONEY_KEYS) v[k] = caMoneyText(r?.[k]);
  return v;
}

/** The value a field is sent as: trimmed text or null, an amount's canonical text or null. */
function sent(key: string, v: string | boolean | undefined): unknown {
  if (typeof v === 'boolean') return v;
  if (MONEY_KEYS.has(key)) return caMoneyValue(v ?? '');
  const t = (v ?? '').trim();
  return t === '' ? null : t;
}

function Form568Editor({
  id,
  record,
  unavailable,
}: {
  id: string;
  record: F568Record | null;
  unavailable: string | null;
}) {
  const yt = useYearText();
  const queryClient = useQueryClient();
  const status = useSaveStatus();
  const [values, setValues] = useState(() => toValues(record));
  const saved = useRef(values);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const [dirtyParts, setDirtyParts] = useState<Record<string, boolean>>({});
  const computed = useMemo(() => f568Computed(values), [values]);
  const recordId = record?.id ?? null;

  const fieldsDirty = Object.keys(values).some((k) => sent(k, values[k]) !== sent(k, saved.current[k]));
  const dirty = fieldsDirty || Object.values(dirtyParts).some(Boolean);
  // One stable callback per part, so a part's effect does not run on every render.
  const dirtyT = useCallback((d: boolean) => setDirtyParts((p) => ({ ...p, T: d })), []);
  const dirtyL = useCallback((d: boolean) => setDirtyParts((p) => ({ ...p, L: d })), []);
  const dirtyM2 = useCallback((d: boolean) => setDirtyParts((p) => ({ ...p, M2: d })), []);
  const dirtyQ = useCallback((d: boolean) => setDirtyParts((p) => ({ ...p, Q: d })), []);

  // The sidebar's Due/Refund badge and the return's other views follow a change.
  const refreshOthers = () =>
    void queryClient.invalidateQueries({
      queryKey: ['form1040', id],
      predicate: (q) => q.queryKey[2] !== form568Key(id)[2],
    });

  const onChange = useCallback((key: string, value: string | boolean) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  }, []);

  /**
   * Amounts the server used replace the boxes the user has not changed since their last save:
   * line 2 from the fee chart and line 3's $800 when left blank, for instance.
   */
  const adopt = (rec: unknown) => {
    if (!rec || typeof rec !== 'object' || !('id' in rec)) return;
    const fresh = toValues(rec as F568Record);
    const before = saved.current;
    setValues((x) => {
      const next = { ...x };
      for (const k of MONEY_KEYS) if (sent(k, x[k]) === sent(k, before[k])) next[k] = fresh[k]!;
      return next;
    });
    saved.current = { ...before, ...Object.fromEntries([...MONEY_KEYS].map((k) => [k, fresh[k]!])) };
  };

  const onLeave = async (key: string) => {
    if (recordId === null) return;
    const v = values[key];
    const out = sent(key, v);
    if (out === sent(key, saved.current[key])) return;
    if (MONEY_KEYS.has(key) && typeof v === 'string' && v !== '' && normalizeAmount(v) === undefined) {
      setErrors((e) => ({ ...e, [key]: MONEY_MSG.invalid }));
      return;
    }
    try {
      const rec = await patchForm568(recordId, { [key]: out });
      // What was sent is what is kept: "12" becomes "12.00" in the box.
      const shown = typeof out === 'string' || out === null ? (out ?? '') : (out as boolean);
      saved.current = { ...saved.current, [key]: shown };
      setValues((x) => (x[key] === v ? { ...x, [key]: shown } : x));
      adopt(rec);
      refreshOthers();
    } catch (err) {
      setErrors((e) => ({ ...e, [key]: errorText(err, `Could not save this field.`) }));
    }
  };

  const recompute = async () => {
    if (recordId === null) return;
    setBusy(true);
    status.clear();
    try {
      const rec = await recomputeForm568(recordId);
      adopt(rec);
      queryClient.setQueryData(form568Key(id), rec);
      refreshOthers();
      status.succeed(CA_MSG.f568Recalculated);
    } catch (err) {
      status.fail(err, CA_MSG.f568Recompute);
    } finally {
      setBusy(false);
    }
  };

  return (
    <WizardCard
      title={TITLE}
      description={yt('Limited Liability Company Return of Income, tax year {year}')}
      wide
    >
      <UnsavedChangesGuard when={dirty} />
      <Stack gap="md">
        {unavailable && <FormAlert message={unavailable} />}
        <Paper withBorder radius="md" p="sm" aria-label="Form 568 summary" component="section">
          <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
            {SUMMARY.map(([k, label]) => (
              <div key={k}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text fw={700} data-testid={`f568-summary-${k}`}>
                  {formatUsd(computed[k])}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Paper>
        <Group gap="sm">
          <Button
            leftSection={<IconCalculator size={16} aria-hidden />}
            onClick={() => void recompute()}
            loading={busy}
            disabled={recordId === null}
          >
            Recalculate Totals
          </Button>
          {recordId !== null && (
            <Button
              component="a"
              href={form568PdfUrl(recordId)}
              target="_blank"
              rel="noopener"
              variant="default"
              leftSection={<IconFileTypePdf size={16} aria-hidden />}
            >
              PDF
            </Button>
          )}
        </Group>
        <SaveStatusAlerts status={status} />
        <Form568Fields
          values={values}
          errors={errors}
          computed={computed}
          disabled={recordId === null}
          onChange={onChange}
          onLeave={(k) => void onLeave(k)}
        />
        <Form568Questions recordId={recordId} onDirty={dirtyQ} />
        <Form568ScheduleT recordId={recordId} initial={record?.schedule_t ?? []} onDirty={dirtyT} />
        <Form568ScheduleL recordId={recordId} initial={record?.schedule_l ?? {}} onDirty={dirtyL} />
        <Form568ScheduleM2 recordId={recordId} initial={record?.schedule_m2 ?? {}} onDirty={dirtyM2} />
      </Stack>
    </WizardCard>
  );
}
