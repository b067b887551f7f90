import { Box, Table, Text } from '@mantine/core';
import { useFormState, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { FieldDef } from '@taxprep/contracts';
import { FieldInput } from './FieldInput';
import { useYearText } from '../../../shared/useReturnYear';

/**
 * A 'table' field of the registry: one row per row label, as printed on the form (W-2 box 12a–12d,
 * a 1095-A's January–December), each cell an ordinary field named `{table}.{row}.{cell}`.
 */
export function TableField({ control, field: f }: { control: Control<FieldValues>; field: FieldDef }) {
  const { errors } = useFormState({ control, name: f.name });
  // A message about the whole table (no month entered, or the server's message for one of its cells).
  const e = errors[f.name] as { message?: string; root?: { message?: string } } | undefined;
  const message = e?.message ?? e?.root?.message;
  const cols = f.columns ?? [];
  const id = `table-${f.name}`;
  const yt = useYearText();
  return (
    <Box style={{ gridColumn: '1 / -1' }}>
      <Text id={id} size="sm" fw={500}>
        {yt(f.label)}
      </Text>
      {f.hint && (
        <Text size="xs" c="dimmed" mb={4}>
          {yt(f.hint)}
        </Text>
      )}
      <Table.ScrollContainer minWidth={120 + cols.length * 160}>
        <Table aria-labelledby={id} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{f.rowHeader ?? 'Row'}</Table.Th>
              {cols.map((c) => (
                <Table.Th key={c.name}>{yt(c.label)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(f.rowLabels ?? []).map((label, i) => (
              <Table.Tr key={label}>
                <Table.Th scope="row">{label}</Table.Th>
                {cols.map((c) => (
                  <Table.Td key={c.name}>
                    <FieldInput
                      bare
                      control={control}
                      name={`${f.name}.${i}.${c.name}` as Path<FieldValues>}
                      field={{ ...c, label: `${label} ${c.label}` }}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {message && (
        <Text size="sm" c="red" role="alert">
          {message}
        </Text>
      )}
    </Box>
  );
}
