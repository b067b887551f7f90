import { useState } from 'react';
import { Button, Fieldset, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  FILING_STATUS_LABELS,
  FILING_STATUSES,
  filingStatusSchema,
  isMarried,
  SPOUSE_MSG,
} from '@taxprep/contracts';
import { applyIssues } from '../../../ui/applyIssues';
import { DigitsField } from '../../../ui/DigitsField';
import { SaveForm } from '../../../ui/SaveForm';
import { useDelayedNavigate } from '../../../ui/useDelayedNavigate';
import { useSaveStatus } from '../../../ui/useSaveStatus';
import { useSaveReturn, type Saved } from '../../../api/returns';
import { ReturnPartPage, type LoadedPart } from '../ReturnPartPage';
import { WizardCard } from '../../../ui/WizardCard';
import { SeparateFacts } from './SeparateFacts';
import { SpouseTable } from './SpouseTable';
import { useReturnYear } from '../../../shared/useReturnYear';

export interface FilingStatusData {
  filing_status: string | null;
  spouse_first_name: string | null;
  spouse_last_name: string | null;
  spouse_ssn: string | null;
  mfs_separated_spouse_rule?: boolean;
  mfs_lived_apart_all_year?: boolean;
  spouse_itemizes?: boolean;
  spouse_nra?: boolean;
  version: number;
}
interface Values {
  filing_status: string;
  spouse_first_name: string;
  spouse_last_name: string;
  spouse_ssn: string;
  mfs_separated_spouse_rule: boolean;
  mfs_lived_apart_all_year: boolean;
  spouse_itemizes: boolean;
  spouse_nra: boolean;
}
type Out = z.output<typeof filingStatusSchema>;
const SPOUSE_FIELDS = ['spouse_first_name', 'spouse_last_name', 'spouse_ssn'] as const;
const MFS_FIELDS = [
  'mfs_separated_spouse_rule',
  'mfs_lived_apart_all_year',
  'spouse_itemizes',
  'spouse_nra',
] as const;
const MFS = 'married filing separately';
const NEXT_DELAY_MS = 600;

export function FilingStatusPage() {
  return (
    <ReturnPartPage<FilingStatusData> part="filing-status" loadFailed="Failed to load filing status.">
      {(loaded) => <FilingStatusForm {...loaded} />}
    </ReturnPartPage>
  );
}

// The spec's default for the browser's form (spec 000 section 3); the API itself requires a status.
const toValues = (d: FilingStatusData): Values => ({
  filing_status: d.filing_status ?? 'married filing jointly',
  spouse_first_name: d.spouse_first_name ?? '',
  spouse_last_name: d.spouse_last_name ?? '',
  spouse_ssn: d.spouse_ssn ?? '',
  mfs_separated_spouse_rule: d.mfs_separated_spouse_rule === true,
  mfs_lived_apart_all_year: d.mfs_lived_apart_all_year === true,
  spouse_itemizes: d.spouse_itemizes === true,
  spouse_nra: d.spouse_nra === true,
});
const complete = (v: Values) =>
  Boolean(
    v.spouse_first_name &&
    v.spouse_last_name &&
    (/^\d{9}$/.test(v.spouse_ssn) || (v.filing_status === MFS && v.spouse_nra && !v.spouse_ssn)),
  );

export function FilingStatusForm({ id, data, refetch }: LoadedPart<FilingStatusData>) {
  const year = useReturnYear();
  const status = useSaveStatus();
  const go = useDelayedNavigate();
  const save = useSaveReturn<Out, Saved>(id, 'put', `/api/form1040/${id}/filing-status`);
  const removeSpouse = useSaveReturn<void, Saved>(id, 'delete', `/api/form1040/${id}/spouse`);
  const form = useForm<Values, unknown, Out>({
    resolver: zodResolver(filingStatusSchema) as unknown as Resolver<Values, unknown, Out>,
    defaultValues: toValues(data),
  });
  // The saved spouse, shown read-only until Edit; null while the entry form is open.
  const [onFile, setOnFile] = useState<Values | null>(complete(toValues(data)) ? toValues(data) : null);
  const chosen = useWatch({ control: form.control, name: 'filing_status' });
  const married = isMarried(chosen);
  const err = form.formState.errors;

  const chooseStatus = (v: string) => {
    form.setValue('filing_status', v, { shouldDirty: true });
    form.clearErrors('filing_status');
    status.clearWarning();
    // Only married statuses have a spouse on the return.
    if (!isMarried(v)) for (const f of SPOUSE_FIELDS) form.setValue(f, '');
    // The living-apart answers are for married filing separately only.
    if (v !== MFS) for (const f of MFS_FIELDS) form.setValue(f, false);
    else if (onFile) for (const f of SPOUSE_FIELDS) form.setValue(f, onFile[f]);
  };

  const submit = form.handleSubmit(
    async (values) => {
      status.clear();
      try {
        const res = await save.mutateAsync({ ...values, version: data.version });
        status.succeed(res.message);
        form.reset(form.getValues()); // saved: nothing is unsaved any more
        if (isMarried(values.filing_status) && complete(form.getValues())) setOnFile(form.getValues());
        go(`/form1040/${id}/identity`, NEXT_DELAY_MS);
      } catch (e) {
        applyIssues(e, form.setError, ['filing_status', ...SPOUSE_FIELDS]);
        status.fail(e, 'Failed to update filing status.');
      }
    },
    (errors) => {
      const spouseWrong = SPOUSE_FIELDS.some((f) => errors[f]);
      if (spouseWrong) setOnFile(null);
      // The status's own message is under its field: one place, not a second banner saying the same.
      if (spouseWrong) status.warn(SPOUSE_MSG.fixBelow);
      else status.clearWarning();
    },
  );
  const onSubmit = (e: React.FormEvent) => {
    if (!form.getValues('filing_status')) {
      e.preventDefault();
      form.setError('filing_status', { message: SPOUSE_MSG.status });
      return;
    }
    void submit(e);
  };

  const deleteSpouse = async () => {
    try {
      const res = await removeSpouse.mutateAsync();
      for (const f of SPOUSE_FIELDS) form.setValue(f, '');
      setOnFile(null);
      status.succeed(res.message || 'Spouse info deleted.');
    } catch (e) {
      status.fail(e, 'Failed to delete spouse info.');
    }
  };
  const cancelEdit = () => {
    const saved = toValues(data);
    if (!complete(saved)) return;
    for (const f of SPOUSE_FIELDS) form.setValue(f, saved[f]);
    form.clearErrors([...SPOUSE_FIELDS]);
    setOnFile(saved);
  };
  const reload = async () => {
    const r = await refetch();
    if (r.data) {
      form.reset(toValues(r.data));
      setOnFile(complete(toValues(r.data)) ? toValues(r.data) : null);
    }
    status.clear();
  };

  return (
    <WizardCard
      title="Filing Status"
      description={`Choose your filing status for ${year}. Married statuses need your spouse's details.`}
    >
      {/* Any edit answers a "fix the fields" banner: it goes, so it never outlives the error. */}
      <SaveForm
        onSubmit={onSubmit}
        onChange={() => status.clearWarning()}
        dirty={form.formState.isDirty}
        status={status}
        onReload={reload}
        saving={save.isPending}
        submitLabel="Save & Next"
      >
        <Controller
          control={form.control}
          name="filing_status"
          render={({ field }) => (
            <Radio.Group
              label="Filing status"
              withAsterisk
              value={field.value}
              onChange={chooseStatus}
              error={err.filing_status?.message}
            >
              <Stack gap="xs" mt="xs">
                {FILING_STATUSES.map((s) => (
                  <Radio key={s} value={s} label={FILING_STATUS_LABELS[s]} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        {married && (
          <Fieldset legend="Spouse">
            {onFile ? (
              <SpouseTable
                firstName={onFile.spouse_first_name}
                lastName={onFile.spouse_last_name}
                ssn={onFile.spouse_ssn}
                nra={onFile.filing_status === MFS && onFile.spouse_nra}
                deleting={removeSpouse.isPending}
                onEdit={() => setOnFile(null)}
                onDelete={deleteSpouse}
              />
            ) : (
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label="Spouse first name"
                    withAsterisk
                    {...form.register('spouse_first_name')}
                    error={err.spouse_first_name?.message}
                  />
                  <TextInput
                    label="Spouse last name"
                    withAsterisk
                    {...form.register('spouse_last_name')}
                    error={err.spouse_last_name?.message}
                  />
                </SimpleGrid>
                <DigitsField
                  control={form.control}
                  name="spouse_ssn"
                  max={9}
                  label="Spouse SSN"
                  description="9 digits, numbers only"
                  withAsterisk
                />
                {complete(toValues(data)) && (
                  <Group>
                    <Button variant="default" size="xs" onClick={cancelEdit}>
                      Cancel
                    </Button>
                  </Group>
                )}
              </Stack>
            )}
          </Fieldset>
        )}
        {chosen === MFS && <SeparateFacts register={form.register} />}
      </SaveForm>
    </WizardCard>
  );
}
