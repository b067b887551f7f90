import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useFieldArray, useWatch, type UseFormRegister } from 'react-hook-form';
import { DigitsField } from '../../../ui/DigitsField';
import { EMPTY_ROW, type Values, type XControl } from './values';

interface Props {
  control: XControl;
  register: UseFormRegister<Values>;
  errors: Record<string, unknown>;
}

/** Lines 24, 26, 28 and 29 are "Reserved for future use" on the Rev. February 2024 form. */
const COUNTS = [
  ['p1_25', '25', 'Your dependent children who lived with you'],
  ['p1_27', '27', 'Other dependents'],
] as const;

const message = (e: unknown): string | undefined =>
  e && typeof e === 'object' && 'message' in e ? String((e as { message?: string }).message) : undefined;

/** Part I: the number of dependents in columns A and C, and every dependent claimed (line 30). */
export function PartOne({ control, register, errors }: Props) {
  const rows = useFieldArray({ control, name: 'dependents' });
  const counts = useWatch({ control, name: ['p1_25_a', 'p1_25_c', 'p1_27_a', 'p1_27_c'] }) as string[];
  const change = (a: string, c: string) =>
    a === '' && c === '' ? '—' : String((Number(c) || 0) - (Number(a) || 0));
  return (
    <Fieldset legend="Part I — Dependents">
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label="Number of dependents">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Line</Table.Th>
              <Table.Th scope="col">A. Original number</Table.Th>
              <Table.Th scope="col">B. Net change</Table.Th>
              <Table.Th scope="col">C. Correct number</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {COUNTS.map(([k, no, label], i) => (
              <Table.Tr key={k}>
                <Table.Th scope="row" fw={400}>
                  <b>{no}</b> {label}
                </Table.Th>
                <Table.Td>
                  <TextInput
                    size="xs"
                    inputMode="numeric"
                    maxLength={2}
                    aria-label={`Line ${no} column A`}
                    {...register(`${k}_a`)}
                    error={message(errors[`${k}_a`])}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{change(counts[i * 2] ?? '', counts[i * 2 + 1] ?? '')}</Text>
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    inputMode="numeric"
                    maxLength={2}
                    aria-label={`Line ${no} column C`}
                    {...register(`${k}_c`)}
                    error={message(errors[`${k}_c`])}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" mt="md" mb="xs">
        <b>30</b> List all dependents (children and others) claimed on this amended return.
      </Text>
      <Stack gap="sm">
        {rows.fields.length === 0 && (
          <Text size="sm" c="dimmed">
            No dependents listed.
          </Text>
        )}
        {rows.fields.map((f, i) => (
          <Paper key={f.id} withBorder p="sm" role="group" aria-label={`Dependent ${i + 1}`}>
            <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="xs">
              <TextInput label="First name" {...register(`dependents.${i}.first_name`)} />
              <TextInput label="Last name" {...register(`dependents.${i}.last_name`)} />
              <DigitsField
                control={control}
                name={`dependents.${i}.ssn`}
                max={9}
                label="Social security number"
              />
              <TextInput label="Relationship to you" {...register(`dependents.${i}.relationship`)} />
            </SimpleGrid>
            <Group justify="space-between" mt="xs">
              <Group gap="md">
                <Checkbox label="Child tax credit" {...register(`dependents.${i}.qualifies_ctc`)} />
                <Checkbox
                  label="Credit for other dependents"
                  {...register(`dependents.${i}.qualifies_other`)}
                />
              </Group>
              <Button variant="subtle" color="red" size="xs" onClick={() => rows.remove(i)}>
                Remove dependent {i + 1}
              </Button>
            </Group>
          </Paper>
        ))}
        <Group>
          <Button variant="light" size="xs" onClick={() => rows.append({ ...EMPTY_ROW })}>
            Add dependent
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
