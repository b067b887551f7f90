import { Checkbox, Stack, TextInput, Textarea } from '@mantine/core';
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

/** The preparer details asked at agent registration and on the profile screen. */
export interface PreparerValues extends FieldValues {
  ptin?: string;
  self_employed?: boolean;
  firm_name?: string | null;
  firm_address?: string | null;
  firm_ein?: string | null;
  phone?: string | null;
}

export function PreparerFields<T extends PreparerValues>({ form }: { form: UseFormReturn<T> }) {
  const errors = form.formState.errors as Partial<Record<keyof PreparerValues, { message?: string }>>;
  const selfEmployed = useWatch({ control: form.control, name: 'self_employed' as Path<T> }) as
    boolean | undefined;
  const field = (name: keyof PreparerValues) => form.register(name as Path<T>);

  return (
    <Stack gap="md">
      <TextInput
        label="PTIN"
        description="Your 8-digit preparer tax identification number, without the P."
        inputMode="numeric"
        maxLength={8}
        withAsterisk
        error={errors.ptin?.message}
        {...field('ptin')}
      />
      <Checkbox label="I am self-employed (no firm)" {...field('self_employed')} />
      {!selfEmployed && (
        <>
          <TextInput
            label="Firm name"
            withAsterisk
            error={errors.firm_name?.message}
            {...field('firm_name')}
          />
          <Textarea
            label="Firm address"
            autosize
            minRows={2}
            withAsterisk
            error={errors.firm_address?.message}
            {...field('firm_address')}
          />
          <TextInput
            label="Firm EIN"
            description="Optional. Format: XX-XXXXXXX."
            error={errors.firm_ein?.message}
            {...field('firm_ein')}
          />
        </>
      )}
      <TextInput
        label="Phone"
        type="tel"
        autoComplete="tel"
        withAsterisk
        error={errors.phone?.message}
        {...field('phone')}
      />
    </Stack>
  );
}
