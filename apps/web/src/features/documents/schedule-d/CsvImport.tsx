import { useRef, useState } from 'react';
import {
  Accordion,
  Alert,
  Box,
  Button,
  FileInput,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import {
  F8949_CSV_COLUMNS,
  F8949_MAX_CSV_ROWS,
  F8949_MAX_ROWS_PER_RETURN,
  f8949Gain,
  formatUsd,
  type F8949DuplicateChoice,
  type F8949Duplicates,
  type F8949Row,
} from '@taxprep/contracts';
import { api } from '../../../api/client';
import { READABLE_TITLE } from '../../../ui/alertStyles';
import { SaveStatusAlerts } from '../../../ui/SaveStatusAlerts';
import { useSaveStatus } from '../../../ui/useSaveStatus';
import { useSaveReturn } from '../../../api/returns';

type Preview = {
  rows: F8949Row[];
  errors: { line: number; message: string }[];
  /** Rows (by index) already on the return or repeated in the file, and what the server says of them. */
  duplicates?: F8949Duplicates;
  warnings?: string[];
};
type Imported = Preview & { message: string };

/** The server refuses a larger text; saying so before the upload spares the wait. */
const MAX_BYTES = 2_500_000;
const TOO_LARGE = 'The file is too large (at most 2.5 MB).';
const NO_ROWS = 'The file has no rows.';
const READ_FAILED = 'The file could not be read.';

// Term and reported to IRS stand in for the box column, so they are named apart.
const INSTEAD_OF_BOX = new Set(['term', 'reported']);
const names = (required: boolean) =>
  F8949_CSV_COLUMNS.filter((c) => c.required === required && !INSTEAD_OF_BOX.has(c.field))
    .map((c) => c.name)
    .join(', ');
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * A broker's 1099-B export read into Form 8949 rows: the server reads the file and answers with a
 * preview; nothing is saved until the filer saves a file that has no bad row.
 */
export function CsvImport({ id }: { id: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [reading, setReading] = useState(false);
  // Only the answer for the file chosen last may show, when files are chosen in quick succession.
  const latest = useRef(0);
  const status = useSaveStatus();
  const save = useSaveReturn<{ csv: string; save: true; duplicates: F8949DuplicateChoice }, Imported>(
    id,
    'post',
    `/api/form1040/${id}/f8949/import`,
  );

  const choose = async (f: File | null) => {
    const mine = ++latest.current;
    setFile(f);
    setPreview(null);
    setCsv('');
    status.clear();
    if (!f) return;
    if (f.size > MAX_BYTES) return status.warn(TOO_LARGE);
    setReading(true);
    try {
      const text = await f.text();
      const res = await api.post<Preview>(`/api/form1040/${id}/f8949/import`, { csv: text, save: false });
      if (mine !== latest.current) return;
      setCsv(text);
      setPreview(res);
    } catch (e) {
      if (mine === latest.current) status.fail(e, READ_FAILED);
    } finally {
      if (mine === latest.current) setReading(false);
    }
  };

  const saveAll = async (duplicates: F8949DuplicateChoice) => {
    status.clear();
    try {
      const res = await save.mutateAsync({ csv, save: true, duplicates });
      latest.current += 1;
      setFile(null);
      setCsv('');
      setPreview(null);
      status.succeed(res.message);
    } catch (e) {
      status.fail(e, 'Nothing was saved. Please try again.');
    }
  };

  const rows = preview?.rows ?? [];
  const errors = preview?.errors ?? [];
  const ready = rows.length > 0 && errors.length === 0;
  const dups = preview?.duplicates ?? { on_return: [], in_file: [] };
  const dupCount = dups.on_return.length + dups.in_file.length;
  return (
    <Box maw={1000}>
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <Stack gap="md">
          <div>
            <Title order={2} size="h3">
              Import rows from a CSV file
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              Required columns: {names(true)}. Optional: {names(false)}. Instead of box, a file may have term
              (short or long) and reported to IRS (yes or no). Header names ignore case; dates are YYYY-MM-DD
              or MM/DD/YYYY. At most {F8949_MAX_CSV_ROWS.toLocaleString('en-US')} rows a file and{' '}
              {F8949_MAX_ROWS_PER_RETURN.toLocaleString('en-US')} a return; sales with basis reported to the
              IRS and no adjustments (box A or D) are totalled on Schedule D line 1a or 8a.
            </Text>
          </div>
          <Accordion variant="contained">
            <Accordion.Item value="columns">
              <Accordion.Control>Column details</Accordion.Control>
              <Accordion.Panel>
                <Table fz="sm" verticalSpacing={4}>
                  <Table.Tbody>
                    {F8949_CSV_COLUMNS.map((c) => (
                      <Table.Tr key={c.field}>
                        <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                          {c.name}
                        </Table.Th>
                        <Table.Td>{c.description}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
          <FileInput
            label="CSV file"
            description="Nothing is saved until you check the preview and save the rows."
            placeholder="Choose a .csv file"
            accept=".csv,text/csv"
            leftSection={<IconFileTypeCsv size={18} aria-hidden />}
            clearable
            clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
            // The placeholder is text in a button here, so it must meet the text contrast ratio.
            styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
            value={file}
            onChange={(f) => void choose(f)}
          />
          {reading && (
            <Group gap="xs" role="status">
              <Loader size="xs" aria-hidden />
              <Text size="sm">Reading the file…</Text>
            </Group>
          )}
          <SaveStatusAlerts status={status} />
          {errors.length > 0 && (
            <Alert color="red" role="alert" title={`${plural(errors.length, 'problem')} in the file`}>
              <Text size="sm" mb="xs">
                Nothing can be saved from this file. Fix these lines and choose the file again:
              </Text>
              <List size="sm" aria-label="Problems in the file">
                {errors.map((e, i) => (
                  <List.Item key={`${e.line}-${i}`}>{e.message}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          {preview && rows.length === 0 && errors.length === 0 && <Alert color="yellow">{NO_ROWS}</Alert>}
          {ready && dupCount > 0 && (
            <Alert
              color="yellow"
              styles={READABLE_TITLE}
              title={`${plural(dupCount, 'duplicate row')} in the file`}
            >
              <List size="sm" aria-label="Duplicate rows">
                {(preview?.warnings ?? []).map((w) => (
                  <List.Item key={w}>{w}</List.Item>
                ))}
              </List>
              <Text size="sm" mt="xs">
                Saved again, a sale is counted twice. Skip them, or save them if they are separate sales.
              </Text>
            </Alert>
          )}
          {rows.length > 0 && <PreviewTable rows={rows} duplicates={dups} />}
          {preview && (
            <Group justify="flex-end">
              {ready && dupCount > 0 && (
                <Button
                  onClick={() => void saveAll('skip')}
                  disabled={save.isPending}
                  loading={save.isPending}
                >
                  Skip {plural(dupCount, 'duplicate')}
                </Button>
              )}
              <Button
                variant={ready && dupCount > 0 ? 'default' : 'filled'}
                onClick={() => void saveAll('keep')}
                disabled={!ready || save.isPending}
                loading={save.isPending}
              >
                {dupCount > 0 && ready
                  ? `Save all ${plural(rows.length, 'row')}`
                  : `Save ${plural(rows.length, 'row')}`}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}

function PreviewTable({ rows, duplicates }: { rows: F8949Row[]; duplicates: F8949Duplicates }) {
  // Sets: a file may have thousands of rows.
  const onReturn = new Set(duplicates.on_return);
  const inFile = new Set(duplicates.in_file);
  // The column only when there is something to say, so a clean preview keeps its columns.
  const any = onReturn.size + inFile.size > 0;
  const note = (i: number) =>
    onReturn.has(i) ? 'Already on this return' : inFile.has(i) ? 'Repeats an earlier row' : '';
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table withTableBorder striped>
        <Table.Caption>Rows read from the file (not saved yet)</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Box</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>Acquired</Table.Th>
            <Table.Th>Sold</Table.Th>
            <Table.Th ta="right">Proceeds</Table.Th>
            <Table.Th ta="right">Cost</Table.Th>
            <Table.Th>Code</Table.Th>
            <Table.Th ta="right">Adjustment</Table.Th>
            <Table.Th ta="right">Gain or (loss)</Table.Th>
            {any && <Table.Th>Duplicate</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r, i) => (
            <Table.Tr key={i}>
              <Table.Td>{r.box}</Table.Td>
              <Table.Td>{r.description}</Table.Td>
              <Table.Td>{r.date_acquired}</Table.Td>
              <Table.Td>{r.date_sold}</Table.Td>
              <Table.Td ta="right">{formatUsd(r.proceeds)}</Table.Td>
              <Table.Td ta="right">{formatUsd(r.cost)}</Table.Td>
              <Table.Td>{r.adjustment_code ?? ''}</Table.Td>
              <Table.Td ta="right">{r.adjustment === null ? '' : formatUsd(r.adjustment)}</Table.Td>
              <Table.Td ta="right">{formatUsd(f8949Gain(r))}</Table.Td>
              {any && <Table.Td>{note(i)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
