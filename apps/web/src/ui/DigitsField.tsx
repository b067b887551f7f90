import { TextInput, type TextInputProps } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { onlyDigits } from './money';

type Props<T extends FieldValues, C, O extends FieldValues> = Omit<
  TextInputProps,
  'value' | 'onChange' | 'onBlur' | 'name'
> & {
  control: Control<T, C, O>;
  name: Path<T>;
  max: number;
};

/** A digits-only box (SSN, ZIP, routing, account, PIN): anything else typed or pasted is dropped. */
export function DigitsField<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  control,
  name,
  max,
  ...rest
}: Props<T, C, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          inputMode="numeric"
          autoComplete="off"
          {...rest}
          name={field.name}
          ref={field.ref}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(e) => field.onChange(onlyDigits(e.currentTarget.value, max))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
