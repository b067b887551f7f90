import { Alert, Fieldset, SimpleGrid, Table, Text } from '@mantine/core';
import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import { FILING_STATUS_LABELS, formatUsd, normalizeFilingStatus } from '@taxprep/contracts';
import { liveLines, type BoxTotals, type DirectTotals } from './totals';

type Line = { key: string; label: string; total?: boolean; fromServer?: boolean };

const PARTS: { caption: string; lines: Line[]; note?: string }[] = [
  {
    caption: 'Part I short-term',
    lines: [
      { key: 'st_1a_h', label: '1a (h) Gain or (loss)' },
      { key: 'st_1b_h', label: '1b (h) Box A, with Form 8949 rows' },
      { key: 'st_2_h', label: '2 (h) Box B, with Form 8949 rows' },
      { key: 'st_3_h', label: '3 (h) Box C, with Form 8949 rows' },
      { key: 'st_7', label: '7 Net short-term capital gain or (loss)', total: true },
    ],
  },
  {
    caption: 'Part II long-term',
    lines: [
      { key: 'lt_8a_h', label: '8a (h) Gain or (loss)' },
      { key: 'lt_8b_h', label: '8b (h) Box D, with Form 8949 rows' },
      { key: 'lt_9_h', label: '9 (h) Box E, with Form 8949 rows' },
      { key: 'lt_10_h', label: '10 (h) Box F, with Form 8949 rows' },
      { key: 'lt_13', label: '13 Capital gain distributions, with Forms 1099-DIV' },
      { key: 'lt_15', label: '15 Net long-term capital gain or (loss)', total: true },
    ],
  },
  {
    caption: 'Part III summary',
    note: 'When line 16 is a loss, line 21 allows at most $3,000 of it ($1,500 married filing separately).',
    lines: [
      { key: 'p3_16', label: '16 Combine lines 7 and 15', total: true },
      { key: 'p3_18', label: '18 28% rate gain', fromServer: true },
      { key: 'p3_19', label: '19 Unrecaptured section 1250 gain', fromServer: true },
      { key: 'p3_21_allowed_loss', label: '21 Allowed loss', total: true },
    ],
  },
];

/**
 * The computed lines, recomputed on every keystroke. Lines 18 and 19 need worksheets only the
 * server runs, so they show the last saved figures.
 */
export function ComputedLines({
  control,
  boxes,
  direct,
  distributions,
  saved,
  returnStatus,
}: {
  control: Control<FieldValues>;
  boxes: BoxTotals;
  /** The rows' part of lines 1a and 8a (box A/D sales without adjustments). */
  direct: DirectTotals;
  distributions: string;
  saved: Record<string, unknown>;
  /** The filing status of the return, whose loss limit the server applies. */
  returnStatus: string | null | undefined;
}) {
  const values = useWatch({ control }) as Record<string, unknown>;
  const live = liveLines(values, boxes, distributions, direct);
  const ret = normalizeFilingStatus(returnStatus);
  const mfs = values.filing_status === 'married_filing_separately';
  const differs = !!ret && !!values.filing_status && mfs !== (ret === 'married filing separately');
  return (
    <Fieldset legend="Computed lines">
      <Text size="sm" c="dimmed" mb="xs">
        These lines follow your entries as you type; after a save they show the server’s figures.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {PARTS.map((p) => (
          <div key={p.caption}>
            <Table captionSide="top" verticalSpacing={6}>
              <Table.Caption ta="left" fw={600}>
                {p.caption}
              </Table.Caption>
              <Table.Tbody>
                {p.lines.map((l) => (
                  <Table.Tr key={l.key}>
                    <Table.Td fw={l.total ? 600 : undefined}>
                      {l.label}
                      {l.fromServer && (
                        <Text span size="xs" c="dimmed">
                          {' '}
                          (after save)
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right" fw={l.total ? 600 : undefined} style={{ whiteSpace: 'nowrap' }}>
                      {formatUsd((l.fromServer ? saved[l.key] : live[l.key]) as string | null)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {p.note && (
              <Text size="xs" c="dimmed" mt={4}>
                {p.note}
              </Text>
            )}
          </div>
        ))}
      </SimpleGrid>
      {differs && (
        <Alert color="yellow" mt="sm">
          The return’s filing status is {FILING_STATUS_LABELS[ret]}: Form 1040 line 7 and the saved line 21
          use its loss limit of {ret === 'married filing separately' ? '$1,500' : '$3,000'}.
        </Alert>
      )}
    </Fieldset>
  );
}
