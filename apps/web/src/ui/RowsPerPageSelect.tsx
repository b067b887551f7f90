import { Select } from '@mantine/core';

/** The choice of how many rows a list page shows. */
export function RowsPerPageSelect({
  sizes,
  value,
  onChange,
  description,
}: {
  sizes: readonly number[];
  value: number;
  onChange: (size: number) => void;
  description?: string;
}) {
  return (
    <Select
      label="Rows per page"
      description={description}
      data={sizes.map(String)}
      value={String(value)}
      onChange={(v) => onChange(Number(v ?? 25))}
      allowDeselect={false}
      w={130}
    />
  );
}
