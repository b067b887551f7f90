import { Accordion, Group, Table, Text } from '@mantine/core';
import { Pill } from '../../ui/Pill';
import { formatUsd } from '@taxprep/contracts';
import { EfileStatusBadge } from '../../shared/EfileStatusBadge';
import { itemsOf, SCHEDULE_GROUPS, type Schedules } from '../../shared/schedules';
import { detailColumns } from './detailColumns';

const cell = (v: unknown, money?: boolean) => {
  if (v === null || v === undefined || v === '') return '—';
  return money ? formatUsd(String(v)) : String(v);
};

/** One collapsible section per kind of document on the return, each with its table. */
export function DocumentSections({ schedules }: { schedules: Schedules }) {
  const kinds = SCHEDULE_GROUPS.map((info) => ({
    kind: info.key,
    info,
    items: itemsOf(schedules, info.key),
  })).filter((k) => k.items.length > 0);
  if (kinds.length === 0) return <Text c="dimmed">No documents have been added to this return yet.</Text>;
  return (
    <Accordion multiple defaultValue={kinds.map((k) => k.kind)} variant="separated">
      {kinds.map(({ kind, info, items }) => {
        const columns = detailColumns(info);
        return (
          <Accordion.Item key={kind} value={kind}>
            <Accordion.Control>
              <Group gap="xs">
                <Text fw={600}>{info.label}</Text>
                <Pill tone="blue">{items.length}</Pill>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Table.ScrollContainer minWidth={500}>
                <Table aria-label={info.label}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>#</Table.Th>
                      {columns.map((c) => (
                        <Table.Th key={c.field}>{c.label}</Table.Th>
                      ))}
                      {kind !== 'dependents' && <Table.Th>E-file</Table.Th>}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.map((item) => (
                      <Table.Tr key={item.id}>
                        <Table.Td>{item.id}</Table.Td>
                        {columns.map((c) => (
                          <Table.Td key={c.field}>
                            {cell(c.value ? c.value(item) : item[c.field], c.money)}
                          </Table.Td>
                        ))}
                        {kind !== 'dependents' && (
                          <Table.Td>
                            <EfileStatusBadge item={item} />
                          </Table.Td>
                        )}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
