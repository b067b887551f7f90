import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** A list's search box: a magnifier in front and at most 100 characters, as the servers accept. */
export function SearchField({
  onValue,
  ...rest
}: Omit<TextInputProps, 'onChange' | 'leftSection' | 'maxLength'> & {
  value: string;
  onValue: (value: string) => void;
}) {
  return (
    <TextInput
      leftSection={<IconSearch size={16} aria-hidden />}
      maxLength={100}
      {...rest}
      onChange={(e) => onValue(e.currentTarget.value)}
    />
  );
}
