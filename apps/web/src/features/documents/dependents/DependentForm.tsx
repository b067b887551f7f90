import { useMemo } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  claimSentence,
  dependent,
  CITIZENSHIP_OPTIONS,
  DEPENDENT_TIN_TYPES,
  dependentSchema,
  ELIGIBILITY_WHY,
  MSG,
  RELATIONSHIPS,
  relationshipLabel,
  TAX_YEAR,
} from '@taxprep/contracts';
import { dependentClaim, federalParams, TAX_YEARS, type Dependent } from '@taxprep/tax-engine';
import { applyIssues } from '../../../ui/applyIssues';
import { DigitsField } from '../../../ui/DigitsField';
import { SubmitButton } from '../../../ui/SubmitButton';
import type { SaveStatus } from '../../../ui/useSaveStatus';
import { claimWarnings } from './claimWarnings';
import { EligibilityQuestions } from './EligibilityQuestions';
import { dependentQuestions, withoutHiddenAnswers } from './questions';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard';
import { READABLE_TITLE } from '../../../ui/alertStyles';
import { useReturnYear, useYearText } from '../../../shared/useReturnYear';

export interface DependentValues {
  first_name: string;
  last_name: string;
  ssn: string;
  relationship: string;
  date_of_birth: string;
  date_of_death: string;
  months_lived_with: number | null;
  student: boolean;
  permanently_disabled: boolean;
  qualifies_for_child_tax_credit: boolean;
  qualifies_for_other_credit: boolean;
  /** The filer ticked the credit boxes; otherwise the claim follows the facts (and is not sent). */
  claim_chosen: boolean;
  tin_type: string;
  citizenship: string;
  months_in_us: number | null;
  filer_provided_over_half_support: boolean;
  provided_over_half_own_support: boolean;
  filed_joint_return: boolean;
  qualifying_child_of_another_taxpayer: boolean;
  gross_income: string;
}
export type DependentOut = z.output<typeof dependentSchema>;
export const EMPTY_DEPENDENT: DependentValues = {
  first_name: '',
  last_name: '',
  ssn: '',
  relationship: '',
  date_of_birth: '',
  date_of_death: '',
  months_lived_with: 12,
  student: false,
  permanently_disabled: false,
  qualifies_for_child_tax_credit: false,
  qualifies_for_other_credit: false,
  claim_chosen: false,
  // The engine's defaults: most dependents are U.S. citizens with an SSN who lived here all year.
  tin_type: 'ssn',
  citizenship: 'us_citizen',
  months_in_us: 12,
  filer_provided_over_half_support: true,
  provided_over_half_own_support: false,
  filed_joint_return: false,
  qualifying_child_of_another_taxpayer: false,
  gross_income: '',
};
const SCHEMA = zodResolver(dependentSchema) as unknown as Resolver<DependentValues, unknown, DependentOut>;
/** The credit boxes as the filer sees them: their own ticks, or the claim the facts give. */
function claimBoxes(v: DependentValues, year: number) {
  if (v.claim_chosen) return { claim: v, sentence: null };
  // The engine's own rule (contracts, which reads only its types, cannot make this call).
  const facts = dependent.toEngine!({
    ...v,
    qualifies_for_child_tax_credit: null,
    qualifies_for_other_credit: null,
  });
  const c = dependentClaim(facts as Dependent, federalParams(TAX_YEARS.includes(year) ? year : TAX_YEAR));
  return { claim: { ...v, ...c }, sentence: claimSentence(c) };
}
/**
 * Questions no longer asked are checked and saved with their defaults; a claim the filer did not
 * choose is not sent, so it follows later changes of the facts.
 */
const resolverFor =
  (year: number): Resolver<DependentValues, unknown, DependentOut> =>
  (values, ctx, opts) =>
    SCHEMA(
      withoutHiddenAnswers(
        values.claim_chosen
          ? values
          : ({ ...values, qualifies_for_child_tax_credit: null, qualifies_for_other_credit: null } as never),
        year,
      ),
      ctx,
      opts,
    );
const FIELDS = Object.keys(EMPTY_DEPENDENT);
/** A yellow alert's own title colour misses AA contrast: the title keeps the text colour. */

interface Props {
  initial: DependentValues;
  editing: boolean;
  saving: boolean;
  status: SaveStatus;
  onSave: (v: DependentOut) => Promise<void>;
  onCancel: () => void;
}

/** Add or edit one dependent; the credit boxes are the claim, checked against the facts as you type. */
export function DependentForm({ initial, editing, saving, status, onSave, onCancel }: Props) {
  const yt = useYearText();
  // Ages, questions and the derived claim follow the return's own year (a 2025 return: ages at the end of 2025).
  const year = useReturnYear();
  const resolver = useMemo(() => resolverFor(year), [year]);
  const form = useForm<DependentValues, unknown, DependentOut>({
    resolver,
    defaultValues: initial,
  });
  const err = form.formState.errors;
  const watched = useWatch({ control: form.control }) as DependentValues;
  const { claim, sentence } = claimBoxes(watched, year);
  // A derived claim is checked against the facts once there is a birth date to check it with.
  const dated = watched.claim_chosen || Boolean(watched.date_of_birth);
  const warnings = dated ? claimWarnings(claim, year) : [];
  // Ticking a box makes the claim the filer's; one credit per dependent, so ticking one unticks the other.
  const choose = (name: 'qualifies_for_child_tax_credit' | 'qualifies_for_other_credit', on: boolean) => {
    const opts = { shouldDirty: true };
    form.setValue('qualifies_for_child_tax_credit', claim.qualifies_for_child_tax_credit, opts);
    form.setValue('qualifies_for_other_credit', claim.qualifies_for_other_credit, opts);
    if (on) {
      const other =
        name === 'qualifies_for_child_tax_credit'
          ? 'qualifies_for_other_credit'
          : 'qualifies_for_child_tax_credit';
      form.setValue(other, false, opts);
    }
    form.setValue(name, on, opts);
    form.setValue('claim_chosen', true, opts);
  };
  // Back to what the form opened with: a box ticked and then given back leaves nothing unsaved.
  const followFacts = () => {
    const opts = { shouldDirty: true };
    form.setValue('qualifies_for_child_tax_credit', initial.qualifies_for_child_tax_credit, opts);
    form.setValue('qualifies_for_other_credit', initial.qualifies_for_other_credit, opts);
    form.setValue('claim_chosen', false, opts);
  };
  const q = dependentQuestions(watched, year);
  const onSubmit = form.handleSubmit(
    async (v) => {
      try {
        await onSave(v);
        form.reset(EMPTY_DEPENDENT);
      } catch (e) {
        applyIssues(e, form.setError, FIELDS);
      }
    },
    () => status.warn(MSG.fixHighlighted),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={editing ? 'Edit dependent' : 'Add dependent'}>
      <UnsavedChangesGuard when={form.formState.isDirty} />
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="First name"
            withAsterisk
            {...form.register('first_name')}
            error={err.first_name?.message}
          />
          <TextInput
            label="Last name"
            withAsterisk
            {...form.register('last_name')}
            error={err.last_name?.message}
          />
          <Controller
            control={form.control}
            name="tin_type"
            render={({ field, fieldState }) => (
              <Select
                label="Identifying number"
                description={yt(ELIGIBILITY_WHY.dependentTin)}
                data={DEPENDENT_TIN_TYPES.map((o) => ({ value: o.value, label: o.label }))}
                value={field.value || 'ssn'}
                onChange={(v) => field.onChange(v ?? 'ssn')}
                onBlur={field.onBlur}
                allowDeselect={false}
                error={fieldState.error?.message}
              />
            )}
          />
          {q.number && (
            <DigitsField
              control={form.control}
              name="ssn"
              max={9}
              label={q.number}
              description={q.number === 'SSN' ? '9 digits' : '9 digits, starts with 9'}
              withAsterisk
            />
          )}
          <Controller
            control={form.control}
            name="relationship"
            render={({ field, fieldState }) => (
              <Select
                label="Relationship"
                withAsterisk
                searchable
                data={RELATIONSHIPS.map((r) => ({ value: r, label: relationshipLabel(r) }))}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <TextInput
            type="date"
            label="Date of birth"
            max={new Date().toISOString().slice(0, 10)}
            {...form.register('date_of_birth')}
            error={err.date_of_birth?.message}
          />
          <TextInput
            type="date"
            label={`Date of death (only if they died in ${year})`}
            description={`A child who died in ${year} lived with you more than half the year if your home was theirs more than half the time they were alive.`}
            min={`${year}-01-01`}
            max={`${year}-12-31`}
            {...form.register('date_of_death')}
            error={err.date_of_death?.message}
          />
          <Controller
            control={form.control}
            name="months_lived_with"
            render={({ field, fieldState }) => (
              <NumberInput
                label={yt('Months lived with you in {year}')}
                min={0}
                max={12}
                allowDecimal={false}
                allowNegative={false}
                value={field.value ?? ''}
                onChange={(v) => field.onChange(v === '' ? null : Number(v))}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="citizenship"
            render={({ field, fieldState }) => (
              <Select
                label="Citizenship or residency"
                description={yt(ELIGIBILITY_WHY.citizenship)}
                data={CITIZENSHIP_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
                value={field.value || 'us_citizen'}
                onChange={(v) => field.onChange(v ?? 'us_citizen')}
                onBlur={field.onBlur}
                allowDeselect={false}
                error={fieldState.error?.message}
              />
            )}
          />
        </SimpleGrid>
        <Group>
          <Checkbox label="Full-time student" {...form.register('student')} />
          <Checkbox label="Permanently and totally disabled" {...form.register('permanently_disabled')} />
        </Group>
        <EligibilityQuestions form={form} q={q} />
        <Group>
          <Checkbox
            label="Claim the child tax credit ($2,000)"
            checked={claim.qualifies_for_child_tax_credit}
            onChange={(e) => choose('qualifies_for_child_tax_credit', e.currentTarget.checked)}
          />
          <Checkbox
            label="Claim the credit for other dependents ($500)"
            checked={claim.qualifies_for_other_credit}
            onChange={(e) => choose('qualifies_for_other_credit', e.currentTarget.checked)}
          />
        </Group>
        {sentence ? (
          <Text size="sm" data-testid="claim-derivation">
            {dated ? sentence : 'Enter the date of birth to see which credit applies.'} Tick a box to choose
            yourself.
          </Text>
        ) : (
          <Group gap="xs">
            <Text size="sm">You chose the credit yourself.</Text>
            <Button variant="subtle" size="compact-sm" onClick={followFacts}>
              Follow the facts instead
            </Button>
          </Group>
        )}
        {warnings.length > 0 && (
          <Alert color="yellow" title="Check this claim" role="status" styles={READABLE_TITLE}>
            <List size="sm">
              {warnings.map((w) => (
                <List.Item key={w}>{w}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="flex-end">
          {editing && (
            <Button variant="default" onClick={onCancel}>
              Cancel Edit
            </Button>
          )}
          <SubmitButton saving={saving} label={editing ? 'Update dependent' : 'Add dependent'} />
        </Group>
      </Stack>
    </form>
  );
}
