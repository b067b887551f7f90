import { Checkbox, Select, TextInput } from '@mantine/core';
import { STATE_SEARCH } from '../../../ui/stateSelect';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { STATE_CODES, type FieldDef } from '@taxprep/contracts';
import { MoneyInput } from '../../../ui/MoneyInput';
import { onlyDigits } from '../../../ui/money';
import { useYearText } from '../../../shared/useReturnYear';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  field: FieldDef;
  disabled?: boolean;
  /** A cell of a table: no visible label or hint (the row and column headers show them), the label kept for screen readers. */
  bare?: boolean;
}

const STATE_OPTIONS = [...STATE_CODES];

/** One input of a registry form, chosen by the field's kind, with its error under it. */
export function FieldInput<T extends FieldValues>({ control, name, field: def, disabled, bare }: Props<T>) {
  // Labels, hints and options may name the return's year ({year}).
  const yt = useYearText();
  const f: FieldDef = {
    ...def,
    label: yt(def.label),
    hint: def.hint === undefined ? undefined : yt(def.hint),
    options: def.options?.map((o) => ({ ...o, label: yt(o.label) })),
  };
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const common = {
          label: bare ? undefined : f.label,
          'aria-label': bare ? f.label : undefined,
          description: bare ? undefined : f.hint,
          error: fieldState.error?.message,
          withAsterisk: !!f.required,
          disabled,
          name: field.name,
          onBlur: field.onBlur,
        };
        const text =
          typeof field.value === 'string' ? field.value : field.value == null ? '' : String(field.value);
        switch (f.kind) {
          case 'money':
          case 'signedMoney':
          case 'percent':
            return (
              <MoneyInput
                {...common}
                signed={f.kind === 'signedMoney'}
                ref={field.ref}
                value={text}
                onChange={field.onChange}
              />
            );
          case 'bool':
            return (
              <Checkbox
                label={f.label}
                description={f.hint}
                name={field.name}
                ref={field.ref}
                checked={field.value === true}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
                onBlur={field.onBlur}
                disabled={disabled}
                error={fieldState.error?.message}
                mt="md"
              />
            );
          case 'state':
          case 'select':
            return (
              <Select
                {...common}
                ref={field.ref}
                data={f.kind === 'state' ? STATE_OPTIONS : [...(f.options ?? [])]}
                {...(f.kind === 'state' ? STATE_SEARCH : {})}
                clearable={!f.required}
                // Choosing the chosen option again keeps it (a click must not empty "Whose W-2").
                allowDeselect={false}
                value={text || null}
                onChange={(v) => field.onChange(v ?? '')}
              />
            );
          case 'digits':
          case 'phone':
          case 'year':
          case 'int': {
            const max = f.kind === 'phone' ? 15 : f.kind === 'year' ? 4 : f.kind === 'int' ? 9 : (f.max ?? 9);
            return (
              <TextInput
                {...common}
                ref={field.ref}
                inputMode="numeric"
                autoComplete="off"
                value={text}
                onChange={(e) => field.onChange(onlyDigits(e.currentTarget.value, max))}
              />
            );
          }
          case 'date':
            return (
              <TextInput
                {...common}
                ref={field.ref}
                placeholder="YYYY-MM-DD"
                value={text}
                onChange={(e) => field.onChange(e.currentTarget.value)}
              />
            );
          default:
            return (
              <TextInput
                {...common}
                ref={field.ref}
                placeholder={f.kind === 'cityStateZip' ? 'City, ST 12345' : undefined}
                value={text}
                onChange={(e) => field.onChange(e.currentTarget.value)}
              />
            );
        }
      }}
    />
  );
}
