import { Checkbox, Fieldset, Group, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { Controller, type UseFormRegister } from 'react-hook-form';
import {
  F1040X_ENTERED,
  F1040X_LINE_LABELS,
  F1040X_LINES,
  F1040X_MSG,
  F1040X_RFC,
  formatUsd,
  type F1040XLine,
} from '@taxprep/contracts';
import { MoneyInput } from '../../../ui/MoneyInput';
import type { Live, Values, XControl } from './values';

const ENTERED = new Set<string>(F1040X_ENTERED);

interface Props {
  control: XControl;
  register: UseFormRegister<Values>;
  live: Live;
  /** Column A is entered by hand only when no accepted submission gave it. */
  editableA: boolean;
  errors: Record<string, { message?: string } | undefined>;
}

const Amount = ({ value }: { value: string }) => (
  <Text size="sm" ta="right" ff="monospace">
    {formatUsd(value)}
  </Text>
);

/** Lines 1-15 in columns A (original), B (net change) and C (the return as it is now). */
export function LinesTable({ control, register, live, editableA, errors }: Props) {
  return (
    <Fieldset legend="Lines 1–15: original (A), net change (B), correct amount (C)">
      {!editableA && (
        <Text size="sm" c="dimmed" mb="xs">
          Column A: {F1040X_MSG.columnAFromAccepted}. Column C: from your current return.
        </Text>
      )}
      {editableA && (
        <Text size="sm" c="dimmed" mb="xs">
          Enter column A from the return as you originally filed it. Column C comes from your current return.
        </Text>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-label="Form 1040-X lines 1 to 15">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Line</Table.Th>
              <Table.Th scope="col">A. Original amount</Table.Th>
              <Table.Th scope="col">B. Net change</Table.Th>
              <Table.Th scope="col">C. Correct amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {F1040X_LINES.map((k: F1040XLine) => {
              const [no, label] = F1040X_LINE_LABELS[k];
              return (
                <Table.Tr key={k}>
                  <Table.Th scope="row" fw={400}>
                    <Text size="sm">
                      <b>{no}</b> {label}
                    </Text>
                  </Table.Th>
                  <Table.Td w={170}>
                    {ENTERED.has(k) && editableA ? (
                      <Controller
                        control={control}
                        name={`${k}_a`}
                        render={({ field, fieldState }) => (
                          <MoneyInput
                            aria-label={`Line ${no} column A`}
                            size="xs"
                            // Line 1 (AGI) can be a loss; the schema refuses a minus on the others.
                            signed={k === 'l01'}
                            name={field.name}
                            ref={field.ref}
                            value={typeof field.value === 'string' ? field.value : ''}
                            onChange={field.onChange}
                            onBlur={field.onBlur}
                            error={fieldState.error?.message}
                          />
                        )}
                      />
                    ) : (
                      <Amount value={live.a[k]} />
                    )}
                  </Table.Td>
                  <Table.Td w={140}>
                    <Amount value={live.b[k]} />
                  </Table.Td>
                  <Table.Td w={140}>
                    <Amount value={live.c[k]} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
        <TextInput label="6 Method(s) used to figure tax" {...register('tax_method')} />
        <Group gap="md" mt="lg">
          <Checkbox label="1 NOL carryback included" {...register('nol_included')} />
          <Checkbox label="7 General business credit carryback included" {...register('gbc_included')} />
        </Group>
      </SimpleGrid>
      <Fieldset legend="15 Refundable credits claimed" mt="sm" variant="unstyled">
        <Group gap="md">
          {F1040X_RFC.map(([k, label]) => (
            <Checkbox key={k} label={label} {...register(k)} />
          ))}
        </Group>
        <TextInput
          mt="xs"
          label="Other refundable credit (specify)"
          {...register('rfc_other_text')}
          error={errors.rfc_other_text?.message}
        />
      </Fieldset>
    </Fieldset>
  );
}
