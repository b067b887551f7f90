import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  duplicateDocumentMessage,
  findDuplicateDocument,
  formatUsd,
  sumAmounts,
  type DocumentDef,
} from '@taxprep/contracts';
import { api } from '../../../api/client';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { PageLoader } from '../../../ui/PageLoader';
import { RowActions } from '../../../ui/RowActions';
import { SaveStatusAlerts } from '../../../ui/SaveStatusAlerts';
import { useSaveStatus, type SaveStatus } from '../../../ui/useSaveStatus';
import { returnKey, useSaveReturn, type Saved } from '../../../api/returns';
import { LoadFailed } from '../../../ui/LoadFailed';
import { WithFormId } from '../../../shared/useFormId';
import { WizardCard } from '../../../ui/WizardCard';
import { useReturnInfo } from '../../../api/returnInfo';
import { DocumentForm, toFormValues } from './DocumentForm';

export type Rec = Record<string, unknown> & { id: number; version: number };
type Prefill = { default_recipient: Record<string, string> | null; payer: Record<string, string> | null };

/** The exact sum of a money column over the listed records. */
const columnTotal = (c: DocumentDef['columns'][number], rows: Rec[]) =>
  sumAmounts(rows.map((r) => (c.value ? c.value(r) : r[c.key]) ?? '0'));

const prefillValues = (p: Prefill | null) =>
  p && (p.default_recipient || p.payer) ? { ...p.default_recipient, ...p.payer } : null;

/** A row's name for screen readers and the delete question: its position on the list, not its database id. */
const rowName = (short: string, index: number, r: Rec) =>
  `${short} ${index + 1} ${String(r.payer_name ?? r.employer_name ?? '')}`.trim();

const NOT_SAVED_TWIN = 'Not saved: this form is already on the return.';

const path = (template: string, id: string | number) => template.replace(':id', String(id));

/** List, add, edit and delete the records of one registry kind on a return. */
/** Optional parts of a kind's screen beyond its definition. */
interface PageOptions {
  /** Fields left out (a W-2's owner on a return without a spouse). */
  hidden?: readonly string[];
  /** The step after this screen, instead of Go to Summary (path under /form1040/{id}/). */
  next?: { path: string; label: string };
  /** A part of the screen under the records (the 1095-A screen's once-per-return facts). */
  after?: ReactNode;
}

export function DocumentPage({
  def,
  listPath,
  createBody,
  rowExtra,
  hidden,
  next,
  after,
}: PageOptions & {
  def: DocumentDef;
  /** Overrides the kind's list path (a 1099-MISC screen lists one owner's entries). */
  listPath?: (id: string) => string;
  /** Extra fields of a new record (a 1099-MISC's owner). */
  createBody?: Record<string, unknown>;
  /** More actions of a row (moving a 1099-MISC). */
  rowExtra?: (r: Rec, status: SaveStatus) => ReactNode;
}) {
  return (
    <WithFormId missing="Form 1040 ID not found. Redirecting…">
      {(id) => (
        <Records
          def={def}
          id={id}
          listPath={listPath}
          createBody={createBody}
          rowExtra={rowExtra}
          hidden={hidden}
          next={next}
          after={after}
        />
      )}
    </WithFormId>
  );
}

function Records({
  def,
  id,
  listPath,
  createBody,
  rowExtra,
  hidden,
  next,
  after,
}: PageOptions & {
  def: DocumentDef;
  id: string;
  listPath?: (id: string) => string;
  createBody?: Record<string, unknown>;
  rowExtra?: (r: Rec, status: SaveStatus) => ReactNode;
}) {
  const url = listPath ? listPath(id) : path(def.api.list[0]!, id);
  // 1099-R and 1099-INT ask for their prefill with the list (spec 001: {items, prefill}).
  const q = useQuery({
    // Its own key: other screens cache the plain list of the same URL.
    queryKey: returnKey(id, def.kind, url, 'page'),
    queryFn: async () => {
      if (!def.prefill) return { items: await api.get<Rec[]>(url), prefill: null };
      return api.get<{ items: Rec[]; prefill: Prefill | null }>(`${url}?with_prefill=1`);
    },
  });
  const [edit, setEdit] = useState<Rec | null>(null);
  const [toDelete, setToDelete] = useState<Rec | null>(null);
  // A new record with the same payer and amounts as a listed one: saved only once the filer confirms.
  const [twin, setTwin] = useState<{ message: string; answer: (save: boolean) => void } | null>(null);
  const confirmTwin = (message: string) => new Promise<boolean>((answer) => setTwin({ message, answer }));
  const answerTwin = (save: boolean) => {
    twin?.answer(save);
    setTwin(null);
  };
  const status = useSaveStatus();
  // Whose document is asked only on a joint return.
  const info = useReturnInfo(id);
  const joint = info.data?.filing_status === 'married filing jointly';
  const [warnings, setWarnings] = useState<string[]>([]);
  const createPath = def.api.createUnder[0] ? path(def.api.createUnder[0], id) : def.api.create[0]!;
  const create = useSaveReturn<Record<string, unknown>, Saved>(id, 'post', createPath);
  // Kinds whose spec paths differ by method (W-2, Schedule A) update and delete on their own paths.
  const updatePath = def.api.update?.[0] ?? def.api.item[0]!;
  const removePath = def.api.remove?.[0] ?? def.api.item[0]!;
  const update = useSaveReturn<Record<string, unknown> & { recId: number }, Saved>(id, 'put', (b) =>
    path(updatePath, b.recId),
  );
  const remove = useSaveReturn<number, Saved>(id, 'delete', (recId) => path(removePath, recId));
  const plural = def.plural ?? `${def.short} forms`;
  if (q.isPending) return <PageLoader />;
  if (q.isError)
    return <LoadFailed error={q.error} message={def.messages.loadFailed} onRetry={() => q.refetch()} />;

  const save = async (v: Record<string, unknown>) => {
    status.clear();
    setWarnings([]);
    const body = { ...v, ...createBody, form1040_id: Number(id) };
    const same = edit ? undefined : findDuplicateDocument(def, body, q.data.items);
    if (same && !(await confirmTwin(duplicateDocumentMessage(def, same)))) {
      status.warn(NOT_SAVED_TWIN);
      // The form keeps what was typed.
      throw new Error(NOT_SAVED_TWIN);
    }
    try {
      const res = edit
        ? await update.mutateAsync({ ...body, recId: edit.id, version: edit.version })
        : await create.mutateAsync(body);
      status.succeed(res.message);
      setWarnings(res.warnings ?? []);
      setEdit(null);
    } catch (e) {
      status.fail(e, def.messages.submitFailed);
      throw e;
    }
  };
  const del = async (r: Rec) => {
    status.clear();
    setWarnings([]);
    try {
      const res = await remove.mutateAsync(r.id);
      if (edit?.id === r.id) setEdit(null);
      status.succeed(res.message);
    } catch (e) {
      status.fail(e, 'Delete failed.');
    } finally {
      setToDelete(null);
    }
  };

  return (
    <WizardCard title={def.title} description={def.description} wide>
      <Stack gap="md">
        <Group justify="space-between">
          <Text fw={600}>Existing {plural}</Text>
          <Button size="xs" variant="default" onClick={() => void q.refetch()} loading={q.isFetching}>
            Refresh
          </Button>
        </Group>
        {q.data.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            No {plural} entered yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table withTableBorder striped>
              <Table.Caption>{plural} on this return</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {def.columns.map((c) => (
                    <Table.Th key={c.key} ta={c.money ? 'right' : undefined}>
                      {c.label}
                    </Table.Th>
                  ))}
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {q.data.items.map((r, index) => (
                  <Table.Tr key={r.id}>
                    {def.columns.map((c) => {
                      const v = c.value ? c.value(r) : r[c.key];
                      return (
                        <Table.Td key={c.key} ta={c.money ? 'right' : undefined}>
                          {c.money ? formatUsd((v as string | null) ?? '0') : String(v ?? '')}
                        </Table.Td>
                      );
                    })}
                    <Table.Td>
                      <RowActions
                        name={rowName(def.short, index, r)}
                        onEdit={() => {
                          status.clear();
                          setEdit(r);
                        }}
                        onDelete={() => setToDelete(r)}
                        busy={remove.isPending}
                      />
                      {rowExtra?.(r, status)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              {q.data.items.length > 1 && (
                <Table.Tfoot>
                  <Table.Tr>
                    {def.columns.map((c, i) => (
                      <Table.Th key={c.key} ta={c.money ? 'right' : undefined}>
                        {c.money ? formatUsd(columnTotal(c, q.data.items)) : i === 0 ? 'Totals' : ''}
                      </Table.Th>
                    ))}
                    <Table.Th />
                  </Table.Tr>
                </Table.Tfoot>
              )}
            </Table>
          </Table.ScrollContainer>
        )}
        {edit && <Alert color="blue">{def.messages.editing(edit.id)}</Alert>}
        <SaveStatusAlerts status={status} onReload={() => void q.refetch().then(() => setEdit(null))} />
        {warnings.length > 0 && (
          <Alert color="yellow" title="Saved. Please check:" role="status">
            <Stack gap={4}>
              {warnings.map((w) => (
                <Text key={w} size="sm">
                  {w}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        <DocumentForm
          key={edit ? `edit-${edit.id}` : 'new'}
          def={def}
          initial={toFormValues(def, edit)}
          editing={edit !== null}
          saving={create.isPending || update.isPending}
          status={status}
          hidden={hidden}
          joint={joint}
          submitLabel={
            edit
              ? (def.buttons?.update ?? `Update ${def.short}`)
              : (def.buttons?.submit ?? `Submit ${def.short}`)
          }
          onSave={save}
          onCancel={() => setEdit(null)}
          prefill={edit ? null : prefillValues(q.data.prefill)}
          fixed={{ form1040_id: Number(id) }}
        />
        {after}
        <Group justify="space-between">
          <Button component={Link} to={`/form1040/${id}/add-documents`} variant="default">
            Back
          </Button>
          <Button component={Link} to={`/form1040/${id}${next ? `/${next.path}` : ''}`} variant="light">
            {next?.label ?? 'Go to Summary'}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={twin !== null}
        title={`Save this ${def.short} again?`}
        message={twin?.message}
        confirmLabel="Save anyway"
        onConfirm={() => answerTwin(true)}
        onCancel={() => answerTwin(false)}
      />
      <ConfirmDialog
        opened={toDelete !== null}
        title={`Delete ${def.short}?`}
        message={`Delete ${toDelete ? rowName(def.short, q.data?.items.indexOf(toDelete) ?? 0, toDelete) : def.short}?`}
        danger
        busy={remove.isPending}
        onConfirm={() => toDelete && void del(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    </WizardCard>
  );
}
