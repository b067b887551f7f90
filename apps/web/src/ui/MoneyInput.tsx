import { TextInput, type TextInputProps } from '@mantine/core';
import { formatMoney, sanitizeMoney } from './money';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'onBlur'> & {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  ref?: React.Ref<HTMLInputElement>;
};

/** An amount box: digits and one dot, at most 2 decimals, shown with 2 decimals after leaving it. */
export function MoneyInput({ value, onChange, onBlur, ...rest }: Props) {
  return (
    <TextInput
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
