import { memo } from 'react';
import { Group, Paper, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { CA_GROUP_TITLES, type CaLineGroup } from '@taxprep/contracts';
import { CaMoneyInput } from './caSharedMoneyInput';

export type CaCol = 'col_a' | 'col_b' | 'col_c';
export interface DraftLine {
  group_code: CaLineGroup;
  line_key: string;
  label: string;
  col_a: string;
  col_b: string;
  col_c: string;
  notes: string | null;
}

const COLS: [CaCol, string][] = [
  ['col_a', 'Column A (federal)'],
  ['col_b', 'Column B (subtractions)'],
  ['col_c', 'Column C (additions)'],
];
/** The sidebar's anchors land on the first table's column B and C headers. */
const ANCHORS: Partial<Record<CaCol, string>> = { col_b: 'subtractions', col_c: 'additions' };

interface Props {
  group: CaLineGroup;
  /** The whole draft; this table shows the lines of its group. */
  lines: DraftLine[];
  open: boolean;
  onToggle: (group: CaLineGroup) => void;
  onChange: (index: number, col: CaCol, value: string) => void;
  withAnchors?: boolean;
}

/** One collapsible group of Schedule CA lines: Line, Label and the three columns as amount boxes. */
export const ScheduleCaLines = memo(function ScheduleCaLines({
  group,
  lines,
  open,
  onToggle,
  onChange,
  withAnchors,
}: Props) {
  const title = CA_GROUP_TITLES[group];
  const bodyId = `ca-group-${group}`;
  const rows = lines.map((l, i) => ({ l, i })).filter(({ l }) => l.group_code === group);
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={title}>
      <UnstyledButton
        onClick={() => onToggle(group)}
        aria-expanded={open}
        aria-controls={bodyId}
        w="100%"
        p={4}
      >
        <Group gap="xs" wrap="nowrap">
          {open ? <IconChevronDown size={18} aria-hidden /> : <IconChevronRight size={18} aria-hidden />}
          <Title order={2} size="h5">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            ({rows.length} lines)
          </Text>
        </Group>
      </UnstyledButton>
      {open && (
        <Table.ScrollContainer minWidth={760} id={bodyId} mt="xs">
          <Table striped verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w={56}>
                  Line
                </Table.Th>
                <Table.Th scope="col">Label</Table.Th>
                {COLS.map(([col, name]) => (
                  <Table.Th
                    key={col}
                    scope="col"
                    w={170}
                    id={withAnchors ? ANCHORS[col] : undefined}
                    style={{ scrollMarginTop: 80 }}
                  >
                    {name}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(({ l, i }) => (
                <LineRow key={`${l.group_code}-${l.line_key}`} line={l} index={i} onChange={onChange} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
});

/** One line; unchanged lines keep their object, so typing re-renders only the line typed in. */
const LineRow = memo(function LineRow({
  line: l,
  index,
  onChange,
}: {
  line: DraftLine;
  index: number;
  onChange: Props['onChange'];
}) {
  return (
    <Table.Tr>
      <Table.Td fw={600}>{l.line_key}</Table.Td>
      <Table.Td>
        <Text size="sm">{l.label}</Text>
      </Table.Td>
      {COLS.map(([col, name]) => (
        <Table.Td key={col}>
          <CaMoneyInput
            size="xs"
            aria-label={`Line ${l.line_key} ${name}`}
            value={l[col]}
            onChange={(v) => onChange(index, col, v)}
          />
        </Table.Td>
      ))}
    </Table.Tr>
  );
});
