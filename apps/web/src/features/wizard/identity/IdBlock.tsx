import { Checkbox, Fieldset, Select, SimpleGrid, TextInput } from '@mantine/core';
import { STATE_SEARCH } from '../../../ui/stateSelect';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { STATE_CODES } from '@taxprep/contracts';
import { useReturnYear } from '../../../shared/useReturnYear';
import { DigitsField } from '../../../ui/DigitsField';
import type { IdentityOut, IdentityValues } from './values';

const ID_TYPE_OPTIONS = [
  { value: 'drivers_license', label: "Driver's license" },
  { value: 'state_id', label: 'State ID' },
  { value: 'other', label: 'Other' },
  { value: 'none', label: 'None' },
];
const today = () => new Date().toISOString().slice(0, 10);

/** One person's birth date, photo ID and IP PIN; `p` is '' for the taxpayer or 'spouse_'. */
export function IdBlock({
  form,
  p,
  legend,
}: {
  form: UseFormReturn<IdentityValues, unknown, IdentityOut>;
  p: '' | 'spouse_';
  legend: string;
}) {
  const { register, control, formState } = form;
  const year = useReturnYear();
  const err = formState.errors as Record<string, { message?: string } | undefined>;
  const who = p ? 'Spouse ' : '';
  const noId = useWatch({ control, name: `${p}id_type` }) === 'none';
  const noExpire = useWatch({ control, name: `${p}id_no_expire` });
  return (
    <Fieldset legend={legend}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="date"
          label={`${who}Date of birth`}
          min="1900-01-01"
          max={today()}
          {...register(`${p}dob`)}
          error={err[`${p}dob`]?.message}
        />
        <TextInput
          type="date"
          label={`${who}Date of death (if died in ${year} or since)`}
          description="Only if this person has died. The return of someone who died is still filed, by the surviving spouse or a representative."
          min={`${year}-01-01`}
          max={today()}
          {...register(p ? 'spouse_date_of_death' : 'date_of_death')}
          error={err[p ? 'spouse_date_of_death' : 'date_of_death']?.message}
        />
        <Controller
          control={control}
          name={`${p}id_type`}
          render={({ field, fieldState }) => (
            <Select
              label={`${who}ID type`}
              error={fieldState.error?.message}
              data={ID_TYPE_OPTIONS}
              value={field.value || null}
              onChange={(v) => {
                field.onChange(v);
                // Without an ID there is nothing to describe.
                if (v === 'none') {
                  form.setValue(`${p}id_number`, '');
                  form.setValue(`${p}id_state`, '');
                  form.setValue(`${p}id_issue_date`, '');
                  form.setValue(`${p}id_expiration_date`, '');
                  form.setValue(`${p}id_no_expire`, false);
                }
              }}
              clearable
            />
          )}
        />
        <TextInput
          label={`${who}ID number`}
          disabled={noId}
          {...register(`${p}id_number`)}
          error={err[`${p}id_number`]?.message}
        />
        <Controller
          control={control}
          name={`${p}id_state`}
          render={({ field, fieldState }) => (
            <Select
              label={`${who}ID state`}
              data={[...STATE_CODES]}
              {...STATE_SEARCH}
              clearable
              disabled={noId}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextInput
          type="date"
          label={`${who}ID issue date`}
          max={today()}
          disabled={noId}
          {...register(`${p}id_issue_date`)}
          error={err[`${p}id_issue_date`]?.message}
        />
        <TextInput
          type="date"
          label={`${who}ID expiration date`}
          disabled={noId || noExpire}
          {...register(`${p}id_expiration_date`)}
          error={err[`${p}id_expiration_date`]?.message}
        />
        <Checkbox
          label={`${who}ID has no expiration date`}
          disabled={noId}
          {...register(`${p}id_no_expire`, {
            onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
              if (e.target.checked) form.setValue(`${p}id_expiration_date`, '');
            },
          })}
        />
        <DigitsField
          control={control}
          name={`${p}ip_pin`}
          max={6}
          label={`${who}IP PIN`}
          description="6 digits, only if the IRS sent you one"
        />
      </SimpleGrid>
    </Fieldset>
  );
}
