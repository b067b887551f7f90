import type { ReactNode } from 'react';
import { STATE_SEARCH } from './stateSelect';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { STATE_CODES } from '@taxprep/contracts';
import { DigitsField } from './DigitsField';

/** The fields a form must have for NameAddressFields. */
export interface NameAddressValues extends FieldValues {
  first_name: string;
  last_name: string;
  address: string;
  city: string;
  state: string;
  zip_code: string;
}

/**
 * A filer's first and last name and US home address. `autoFill` lets the browser fill them from the
 * user's own details, right for a filer's own return, wrong for staff editing someone else's.
 * `children` stand between the name and the address (where the forms put the SSN).
 */
export function NameAddressFields<T extends NameAddressValues, O>({
  form,
  autoFill,
  children,
}: {
  form: UseFormReturn<T, unknown, O>;
  autoFill: boolean;
  children?: ReactNode;
}) {
  // One cast here so each caller keeps its own form type: T is known to have these fields.
  const { register, control, formState } = form as unknown as UseFormReturn<NameAddressValues>;
  const err = formState.errors;
  const auto = (hint: string) => (autoFill ? hint : 'off');
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="First name"
          withAsterisk
          autoComplete={auto('given-name')}
          {...register('first_name')}
          error={err.first_name?.message}
        />
        <TextInput
          label="Last name"
          withAsterisk
          autoComplete={auto('family-name')}
          {...register('last_name')}
          error={err.last_name?.message}
        />
      </SimpleGrid>
      {children}
      <TextInput
        label="Address"
        withAsterisk
        autoComplete={auto('street-address')}
        {...register('address')}
        error={err.address?.message}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label="City"
          withAsterisk
          autoComplete={auto('address-level2')}
          {...register('city')}
          error={err.city?.message}
        />
        <Controller
          control={control}
          name="state"
          render={({ field, fieldState }) => (
            <Select
              label="State"
              withAsterisk
              {...STATE_SEARCH}
              data={[...STATE_CODES]}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <DigitsField
          control={control}
          name="zip_code"
          max={5}
          label="ZIP code"
          withAsterisk
          autoComplete={auto('postal-code')}
        />
      </SimpleGrid>
    </>
  );
}
