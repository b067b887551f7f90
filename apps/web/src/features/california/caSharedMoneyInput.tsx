import { TextInput, type TextInputProps } from '@mantine/core';
import { MONEY_MSG, normalizeAmount, sanitizeCaMoney } from '@taxprep/contracts';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'onBlur'> & {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
};

/**
 * An amount box of the Schedule CA and Form 568 screens (spec 002 §5): characters other than
 * digits, dot and minus are dropped as typed, as are leading zeros; a blank box means "none".
 * A text that is still not an amount (two dots, three decimals) is flagged before the save does.
 */
export function CaMoneyInput({ value, onChange, onBlur, error, ...rest }: Props) {
  const invalid = value !== '' && normalizeAmount(value) === undefined;
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      leftSection="$"
      leftSectionPointerEvents="none"
      error={error ?? (invalid ? MONEY_MSG.invalid : undefined)}
      {...rest}
      value={value}
      onChange={(e) => onChange(sanitizeCaMoney(e.currentTarget.value) ?? '')}
      onBlur={onBlur}
    />
  );
}

/** A server amount ("1234.00" or null) as the box shows it. */
export function caMoneyText(v: unknown): string {
  return v === null || v === undefined ? '' : String(v);
}

/** A box's text as sent: blank is null, an amount is its canonical text. */
export function caMoneyValue(v: string): string | null {
  return normalizeAmount(v) ?? (v === '' ? null : v);
}
