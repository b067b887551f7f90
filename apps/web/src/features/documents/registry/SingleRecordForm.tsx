import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DocumentDef } from '@taxprep/contracts';
import { api } from '../../../api/client';
import { PageLoader } from '../../../ui/PageLoader';
import { SaveStatusAlerts } from '../../../ui/SaveStatusAlerts';
import { useSaveStatus } from '../../../ui/useSaveStatus';
import { returnKey, useSaveReturn, type Saved } from '../../../api/returns';
import { LoadFailed } from '../../../ui/LoadFailed';
import { DocumentForm, toFormValues } from './DocumentForm';
import type { Rec } from './DocumentPage';

const path = (template: string, id: string | number) => template.replace(':id', String(id));

/**
 * A registry kind kept once per return (the premium tax credit's household facts): the return's
 * record edited in place, created on the first save.
 */
export function SingleRecordForm({
  def,
  id,
  hidden,
  note,
}: {
  def: DocumentDef;
  id: string;
  hidden?: readonly string[];
  /** Said under the title (what is worked out without asking). */
  note?: string;
}) {
  const url = path(def.api.list[0]!, id);
  const q = useQuery({
    queryKey: returnKey(id, def.kind, url, 'single'),
    queryFn: () => api.get<Rec[]>(url),
  });
  const status = useSaveStatus();
  const create = useSaveReturn<Record<string, unknown>, Saved>(id, 'post', path(def.api.createUnder[0]!, id));
  const update = useSaveReturn<Record<string, unknown> & { recId: number }, Saved>(id, 'put', (b) =>
    path(def.api.item[0]!, b.recId),
  );
  if (q.isPending) return <PageLoader />;
  if (q.isError)
    return <LoadFailed error={q.error} message={def.messages.loadFailed} onRetry={() => q.refetch()} />;
  const rec = q.data[0] ?? null;
  const save = async (v: Record<string, unknown>) => {
    status.clear();
    try {
      const body = { ...v, form1040_id: Number(id) };
      const res = rec
        ? await update.mutateAsync({ ...body, recId: rec.id, version: rec.version })
        : await create.mutateAsync(body);
      status.succeed(res.message);
    } catch (e) {
      status.fail(e, def.messages.submitFailed);
      throw e;
    }
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={3}>{def.title}</Title>
        <Text size="sm">{def.description}</Text>
        {note && <Text size="sm">{note}</Text>}
        <SaveStatusAlerts status={status} onReload={() => void q.refetch()} />
        <DocumentForm
          key={rec ? `${rec.id}-${rec.version}` : 'new'}
          def={def}
          initial={toFormValues(def, rec)}
          editing={rec !== null}
          saving={create.isPending || update.isPending}
          status={status}
          hidden={hidden}
          submitLabel={def.buttons?.submit ?? `Save ${def.short}`}
          onSave={save}
          onCancel={() => status.clear()}
          fixed={{ form1040_id: Number(id) }}
        />
      </Stack>
    </Paper>
  );
}
