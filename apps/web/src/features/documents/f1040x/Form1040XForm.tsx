import { useMemo } from 'react';
import {
  Anchor,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import {
  F1040X_FILING_STATUSES,
  form1040xSchema,
  MSG,
  refundSplitIssue,
  type Form1040XData,
  type Form1040XView,
} from '@taxprep/contracts';
import { applyIssues } from '../../../ui/applyIssues';
import { DigitsField } from '../../../ui/DigitsField';
import { SubmitButton } from '../../../ui/SubmitButton';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard';
import type { SaveStatus } from '../../../ui/useSaveStatus';
import { LinesTable } from './LinesTable';
import { PartOne } from './PartOne';
import { RefundLines } from './RefundLines';
import { isBlankRow, liveLines, toValues, type Values } from './values';

interface Props {
  x: Form1040XView;
  formId: string;
  saving: boolean;
  status: SaveStatus;
  onSave: (v: Form1040XData) => Promise<void>;
}

/** The whole Form 1040-X: header, lines 1-23, Part I, Part II, signatures and contact. */
export function Form1040XForm({ x, formId, saving, status, onSave }: Props) {
  const initial = useMemo(() => toValues(x), [x]);
  const form = useForm<Values, unknown, Form1040XData>({
    resolver: zodResolver(form1040xSchema) as unknown as Resolver<Values, unknown, Form1040XData>,
    defaultValues: initial,
  });
  const { control, register } = form;
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  // Derived lines follow every keystroke in column A and lines 16, 18 and 23.
  const watched = useWatch({ control }) as Partial<Values>;
  const live = liveLines(x, watched);

  const onSubmit = form.handleSubmit(
    async (v) => {
      const split = refundSplitIssue(live.l21, null, v.l23);
      if (split) {
        form.setError('l23', { type: 'rule', message: split });
        status.warn(split);
        return;
      }
      try {
        await onSave({ ...v, dependents: v.dependents.filter((d) => !isBlankRow(toRow(d))) });
      } catch (e) {
        applyIssues(e, form.setError, Object.keys(initial));
      }
    },
    () => status.warn(MSG.fixHighlighted),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Form 1040-X">
      <UnsavedChangesGuard when={form.formState.isDirty && !saving} />
      <Stack gap="md">
        <Fieldset legend="Return and filer">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label="Tax year being amended"
              inputMode="numeric"
              maxLength={4}
              withAsterisk
              {...register('tax_year')}
              error={errors.tax_year?.message}
            />
            <Controller
              control={control}
              name="filing_status"
              render={({ field }) => (
                <Select
                  label="Amended return filing status"
                  data={[...F1040X_FILING_STATUSES]}
                  value={(field.value as string) || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  onBlur={field.onBlur}
                  clearable
                  error={errors.filing_status?.message}
                />
              )}
            />
            <TextInput
              label="Spouse (MFS) or child (HOH, QSS) name"
              {...register('hoh_qss_child_name')}
              error={errors.hoh_qss_child_name?.message}
            />
            <DigitsField control={control} name="ssn" max={9} label="Your social security number" />
            <DigitsField
              control={control}
              name="spouse_ssn"
              max={9}
              label="Spouse’s social security number"
            />
            <TextInput
              label="Home address"
              {...register('address_line1')}
              error={errors.address_line1?.message}
            />
            <TextInput
              label="State"
              maxLength={2}
              {...register('state', { setValueAs: (v: string) => v.toUpperCase() })}
              error={errors.state?.message}
            />
            <DigitsField control={control} name="zip_code" max={5} label="ZIP code" />
          </SimpleGrid>
          <Group gap="md" mt="sm">
            <Checkbox
              label="Presidential Election Campaign: you now want $3 to go to the fund"
              {...register('pecf_you')}
            />
            <Checkbox label="Spouse now wants $3 to go to the fund" {...register('pecf_spouse')} />
          </Group>
        </Fieldset>

        <LinesTable
          control={control}
          register={register}
          live={live}
          editableA={x.column_a_source === 'manual'}
          errors={errors}
        />
        <RefundLines control={control} register={register} live={live} errors={errors} />
        <PartOne control={control} register={register} errors={errors} />

        <Fieldset legend="Part II — Explanation of changes">
          <Textarea
            label="Tell us why you are filing Form 1040-X"
            autosize
            minRows={4}
            maxRows={14}
            {...register('explanation')}
            error={errors.explanation?.message}
          />
        </Fieldset>

        <Fieldset legend="Signatures and contact">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Your occupation" {...register('tp_occupation')} />
            <DigitsField control={control} name="tp_ip_pin" max={6} label="Your Identity Protection PIN" />
            <TextInput label="Spouse’s occupation" {...register('sp_occupation')} />
            <DigitsField
              control={control}
              name="sp_ip_pin"
              max={6}
              label="Spouse’s Identity Protection PIN"
            />
            <TextInput label="Phone" type="tel" {...register('phone')} error={errors.phone?.message} />
            <TextInput label="Email" type="email" {...register('email')} error={errors.email?.message} />
          </SimpleGrid>
        </Fieldset>

        <Group justify="space-between">
          <Group>
            <Button component={Link} to={`/form1040/${formId}/add-documents`} variant="default">
              Back
            </Button>
            <Anchor href={`/api/form1040x/${x.id}/pdf`} download>
              Download PDF
            </Anchor>
            <Anchor component={Link} to={`/form1040/${formId}/1040x/review`}>
              Review, sign and e-file
            </Anchor>
          </Group>
          <SubmitButton saving={saving} label="Save" />
        </Group>
      </Stack>
    </form>
  );
}

const toRow = (d: Form1040XData['dependents'][number]) => ({
  first_name: d.first_name ?? '',
  last_name: d.last_name ?? '',
  ssn: d.ssn ?? '',
  relationship: d.relationship ?? '',
  qualifies_ctc: d.qualifies_ctc,
  qualifies_other: d.qualifies_other,
});
