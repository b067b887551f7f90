import { Alert, Button, Checkbox, Fieldset, Group, Radio, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Controller,
  useFieldArray,
  useForm,
  useWatch,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { Link } from 'react-router';
import { formatUsd, nextPropertyLabel, SCHEDULE_E_MSG, scheduleESchema } from '@taxprep/contracts';
import { api, ApiError } from '../../../api/client';
import { applyIssues } from '../../../ui/applyIssues';
import { MoneyInput } from '../../../ui/MoneyInput';
import { PageLoader } from '../../../ui/PageLoader';
import { SaveStatusAlerts } from '../../../ui/SaveStatusAlerts';
import { SubmitButton } from '../../../ui/SubmitButton';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard';
import { useSaveStatus, type SaveStatus } from '../../../ui/useSaveStatus';
import { moneyText } from '../../../ui/money';
import { returnKey, useSaveReturn } from '../../../api/returns';
import { LoadFailed } from '../../../ui/LoadFailed';
import { WithFormId } from '../../../shared/useFormId';
import { WizardCard } from '../../../ui/WizardCard';
import { EntityRows, ENTITY_LISTS, emptyRow, PROPERTY_FIELDS, PropertyCard, type EntityList } from './lists';
import { useYearText } from '../../../shared/useReturnYear';

type Row = Record<string, unknown>;
interface ScheduleE {
  data: {
    schedule_e: Row & { id: number; version: number };
    properties: Row[];
    partnerships: Row[];
    estates_trusts: Row[];
    remics: Row[];
  };
}

/** Part V totals the server computes after a save. */
const SUMMARY: [string, string][] = [
  ['line26_total_rent_royalty', '26 Total rental real estate and royalty income or (loss)'],
  ['line32_part2_total', '32 Total partnership and S corporation income or (loss)'],
  ['line37_part3_total', '37 Total estate and trust income or (loss)'],
  ['line39_part4_total', '39 REMICs: combine lines 38(d) and 38(e)'],
  ['line41_total', '41 Total income or (loss) (Schedule 1, line 5)'],
];
const LISTS: EntityList[] = ['partnerships', 'estates_trusts', 'remics'];

export function ScheduleEPage() {
  return <WithFormId>{(id) => <ScheduleEScreen id={id} />}</WithFormId>;
}

function ScheduleEScreen({ id }: { id: string }) {
  const status = useSaveStatus();
  const q = useQuery({
    queryKey: returnKey(id, 'schedule_e'),
    // A return without a Schedule E answers 404: the screen then starts a new one.
    queryFn: () =>
      api.get<ScheduleE>(`/api/schedule_e?form1040_id=${id}`).catch((e: unknown) => {
        if (e instanceof ApiError && e.status === 404) return null;
        throw e;
      }),
  });
  if (q.isPending) return <PageLoader />;
  if (q.isError)
    return <LoadFailed error={q.error} message="Failed to load Schedule E." onRetry={() => q.refetch()} />;
  const saved = q.data;
  // The form starts again from what the server kept after each save (its totals included).
  return (
    <ScheduleEForm
      key={saved ? saved.data.schedule_e.version : 'new'}
      id={id}
      saved={saved}
      status={status}
    />
  );
}

/** Saved values as form values: amounts with 2 decimals, blanks as ''. */
function toValues(saved: ScheduleE | null): FieldValues {
  const conv = (row: Row) =>
    Object.fromEntries(
      Object.entries(row).map(([k, v]) => [
        k,
        typeof v === 'boolean'
          ? v
          : v == null
            ? ''
            : /^-?\d+\.\d{2}$/.test(String(v))
              ? moneyText(String(v))
              : String(v),
      ]),
    );
  const d = saved?.data;
  return {
    paid_1099_required: d?.schedule_e.paid_1099_required === true,
    filed_1099: typeof d?.schedule_e.filed_1099 === 'boolean' ? d.schedule_e.filed_1099 : null,
    line40_form4835: moneyText((d?.schedule_e.line40_form4835 as string | null) ?? null),
    properties: (d?.properties ?? []).map((p) => ({ ...emptyRow(PROPERTY_FIELDS), ...conv(p) })),
    ...Object.fromEntries(
      LISTS.map((l) => [l, (d?.[l] ?? []).map((r) => ({ ...emptyRow(ENTITY_LISTS[l].fields), ...conv(r) }))]),
    ),
  };
}

function countErrors(errors: object): number {
  return Object.values(errors).reduce<number>((n, e) => {
    if (!e || typeof e !== 'object') return n;
    if ('message' in e && typeof (e as { message?: unknown }).message === 'string') return n + 1;
    return n + countErrors(e);
  }, 0);
}

function ScheduleEForm({ id, saved, status }: { id: string; saved: ScheduleE | null; status: SaveStatus }) {
  const yt = useYearText();
  const form = useForm<FieldValues>({
    resolver: zodResolver(scheduleESchema as never) as unknown as Resolver<FieldValues>,
    defaultValues: { ...toValues(saved), form1040_id: Number(id) },
  });
  const properties = useFieldArray({ control: form.control, name: 'properties' });
  const save = useSaveReturn<FieldValues, ScheduleE & { message: string }>(id, 'post', '/api/schedule_e');
  const header = saved?.data.schedule_e;
  const paidA = useWatch({ control: form.control, name: 'paid_1099_required' }) === true;

  const onSubmit = form.handleSubmit(
    async (v) => {
      status.clear();
      try {
        const res = await save.mutateAsync({ ...v, form1040_id: Number(id), version: header?.version });
        form.reset(form.getValues());
        status.succeed(res.message);
      } catch (e) {
        applyIssues(e, form.setError, ['filed_1099', 'line40_form4835', 'properties', ...LISTS]);
        status.fail(e, 'Save failed. Please check entries.');
      }
    },
    (errors) => status.warn(SCHEDULE_E_MSG.fix(countErrors(errors))),
  );
  const addProperty = () => {
    const label = nextPropertyLabel(
      properties.fields.map((_, i) => String(form.getValues(`properties.${i}.label`))),
    );
    if (!label) return status.warn(SCHEDULE_E_MSG.tooManyProperties);
    properties.append({ ...emptyRow(PROPERTY_FIELDS), label, property_type: '1' });
  };

  return (
    <WizardCard
      title={SCHEDULE_E_MSG.title}
      description="Rental real estate, royalties, partnerships, S corporations, estates, trusts and REMICs (Schedule 1 line 5)"
      wide
    >
      <form onSubmit={onSubmit} noValidate aria-label="Schedule E">
        <UnsavedChangesGuard when={form.formState.isDirty} />
        <Stack gap="md">
          {!saved && <Alert color="blue">{SCHEDULE_E_MSG.notFound}</Alert>}
          <Fieldset legend="Part I Income or Loss From Rental Real Estate and Royalties">
            <Stack gap="xs">
              <Controller
                control={form.control}
                name="paid_1099_required"
                render={({ field }) => (
                  <Checkbox
                    label={yt(
                      'A Did you make any payments in {year} that would require you to file Form(s) 1099?',
                    )}
                    checked={field.value === true}
                    onChange={(e) => {
                      field.onChange(e.currentTarget.checked);
                      // Line B only applies when line A is Yes.
                      if (!e.currentTarget.checked) form.setValue('filed_1099', null, { shouldDirty: true });
                    }}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="filed_1099"
                render={({ field, fieldState }) => (
                  <Radio.Group
                    label="B If “Yes,” did you or will you file required Form(s) 1099?"
                    value={field.value === true ? 'yes' : field.value === false ? 'no' : null}
                    onChange={(v) => field.onChange(v === 'yes')}
                    error={fieldState.error?.message}
                  >
                    <Group mt={4}>
                      <Radio value="yes" label="Yes" disabled={!paidA} />
                      <Radio value="no" label="No" disabled={!paidA} />
                    </Group>
                  </Radio.Group>
                )}
              />
            </Stack>
          </Fieldset>
          {properties.fields.map((p, i) => (
            <PropertyCard
              key={p.id}
              control={form.control}
              index={i}
              label={String(form.getValues(`properties.${i}.label`))}
              saved={saved?.data.properties.find((s) => s.label === form.getValues(`properties.${i}.label`))}
              onRemove={() => properties.remove(i)}
            />
          ))}
          <Group>
            <Button variant="light" onClick={addProperty}>
              Add property
            </Button>
            <Text size="sm" c="dimmed">
              Up to three properties (A, B, C).
            </Text>
          </Group>
          {LISTS.map((l) => (
            <EntityRows
              key={l}
              control={form.control}
              list={l}
              tooMany={() => status.warn(`At most ${ENTITY_LISTS[l].max} rows in ${ENTITY_LISTS[l].legend}.`)}
            />
          ))}
          <Fieldset legend="Part V Summary">
            <Controller
              control={form.control}
              name="line40_form4835"
              render={({ field, fieldState }) => (
                <MoneyInput
                  signed
                  label="40 Net farm rental income or (loss) from Form 4835"
                  value={String(field.value ?? '')}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  maw={360}
                />
              )}
            />
            <Table mt="sm">
              <Table.Caption>Computed by the server after a save</Table.Caption>
              <Table.Tbody>
                {SUMMARY.map(([k, label]) => (
                  <Table.Tr key={k}>
                    <Table.Td>{label}</Table.Td>
                    <Table.Td ta="right">{formatUsd((header?.[k] as string | undefined) ?? '0')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Fieldset>
          <SaveStatusAlerts status={status} />
          <Group justify="space-between">
            <Button component={Link} to={`/form1040/${id}/add-documents`} variant="default">
              Back
            </Button>
            <SubmitButton saving={save.isPending} label={saved ? 'Update Schedule E' : 'Submit Schedule E'} />
          </Group>
        </Stack>
      </form>
    </WizardCard>
  );
}
