import type { TextInputProps } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { MoneyInput } from './MoneyInput';

type Props<T extends FieldValues, C, O extends FieldValues> = Omit<
  TextInputProps,
  'value' | 'onChange' | 'onBlur' | 'name'
> & {
  control: Control<T, C, O>;
  name: Path<T>;
  negativeHint?: string;
};

/** MoneyInput bound to a react-hook-form field, with the field's error shown under it. */
export function MoneyField<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  control,
  name,
  ...rest
}: Props<T, C, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MoneyInput
          {...rest}
          name={field.name}
          ref={field.ref}
          value={
            typeof field.value === 'string' ? field.value : field.value == null ? '' : String(field.value)
          }
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={
            fieldState.error?.message && rest.negativeHint && field.value?.toString().startsWith('-')
              ? `${fieldState.error.message}. ${rest.negativeHint}`
              : fieldState.error?.message
          }
        />
      )}
    />
  );
}
