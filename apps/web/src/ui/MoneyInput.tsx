import { TextInput, type TextInputProps } from '@mantine/core';
import { MONEY_MSG } from '@taxprep/contracts';
import { formatMoney, sanitizeMoney } from './money';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'onBlur'> & {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  ref?: React.Ref<HTMLInputElement>;
  /** Said under a negative amount besides 'Must be 0 or more' (e.g. where a loss belongs instead). */
  negativeHint?: string;
  /** Losses are amounts here (Schedules D, E and 1): a minus is not flagged. */
  signed?: boolean;
};

/**
 * An amount box: digits and one dot, at most 2 decimals, shown with 2 decimals after leaving it.
 * A minus sign stays as typed and is flagged at once (the schema refuses it on save as well).
 */
export function MoneyInput({ value, onChange, onBlur, negativeHint, signed, error, ...rest }: Props) {
  const negative = !signed && value.startsWith('-');
  const shown =
    error ?? (negative ? [MONEY_MSG.nonNegative, negativeHint].filter(Boolean).join('. ') : undefined);
  return (
    <TextInput
      error={shown}
      inputMode="decimal"
      autoComplete="off"
      leftSection="$"
      leftSectionPointerEvents="none"
      {...rest}
      value={value}
      onChange={(e) => onChange(sanitizeMoney(e.currentTarget.value))}
      onBlur={() => {
        const formatted = formatMoney(value);
        if (formatted !== value) onChange(formatted);
        onBlur?.();
      }}
    />
  );
}
