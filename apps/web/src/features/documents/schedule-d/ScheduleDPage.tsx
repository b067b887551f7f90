import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  form8949,
  normalizeFilingStatus,
  scheduleD,
  SCHEDULE_D_MSG,
  type DocumentDef,
} from '@taxprep/contracts';
import { api } from '../../../api/client';
import { PageLoader } from '../../../ui/PageLoader';
import { SaveStatusAlerts } from '../../../ui/SaveStatusAlerts';
import { useSaveStatus } from '../../../ui/useSaveStatus';
import { returnKey, useSaveReturn } from '../../../api/returns';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useReturnInfo } from '../../../api/returnInfo';
import { WithFormId } from '../../../shared/useFormId';
import { WizardCard } from '../../../ui/WizardCard';
import { DocumentForm, toFormValues } from '../registry/DocumentForm';
import type { Rec } from '../registry/DocumentPage';
import { ComputedLines } from './ComputedLines';
import { BOX_LINE, boxTotals, directTotals, distributionsOf } from './totals';

type ScheduleD = Record<string, unknown> & { id: number | null; version: number | null };
type Read = { exists: boolean; schedule_d: ScheduleD };
type Saved = Read & { message: string };

const BOX_FIELDS = new Set(Object.values(BOX_LINE).map((b) => b.field));
/**
 * The registry's Schedule D with a hint on the box lines: the Form 8949 rows are added to them,
 * so a total typed there as well would be counted twice. The schema is the registry's own.
 */
const SCREEN: DocumentDef = {
  ...scheduleD,
  sections: scheduleD.sections.map((s) => ({
    ...s,
    fields: s.fields.map((f) =>
      BOX_FIELDS.has(f.name) ? { ...f, hint: 'Leave out Form 8949 rows: they are added for you.' } : f,
    ),
  })),
};
const STATUSES = new Set(
  scheduleD.sections[0]!.fields.find((f) => f.name === 'filing_status')!.options!.map((o) => o.value),
);

/** The return's own filing status, when Schedule D offers it, for a new Schedule D. */
function statusFromReturn(s: string | null | undefined): string {
  const v = normalizeFilingStatus(s)?.replace(/ /g, '_') ?? '';
  return STATUSES.has(v) ? v : '';
}

export function ScheduleDPage() {
  return <WithFormId>{(id) => <ScheduleDScreen id={id} />}</WithFormId>;
}

function ScheduleDScreen({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const key = returnKey(id, scheduleD.kind);
  const q = useQuery({
    queryKey: key,
    queryFn: () => api.get<Read>(`/api/schedule_d?form1040_id=${id}`),
  });
  // The same query as the Form 8949 screen's list, so either screen refreshes the other.
  const rowsUrl = form8949.api.list[0]!.replace(':id', id);
  const rows = useQuery({
    queryKey: returnKey(id, form8949.kind, rowsUrl),
    queryFn: () => api.get<Rec[]>(rowsUrl),
  });
  const info = useReturnInfo(id);
  const status = useSaveStatus();
  const save = useSaveReturn<Record<string, unknown>, Saved>(id, 'post', '/api/schedule_d');
  if (q.isPending || rows.isPending || info.isPending) return <PageLoader />;
  if (q.isError)
    return <LoadFailed error={q.error} message={scheduleD.messages.loadFailed} onRetry={() => q.refetch()} />;
  if (rows.isError)
    return (
      <LoadFailed error={rows.error} message={form8949.messages.loadFailed} onRetry={() => rows.refetch()} />
    );

  const { exists, schedule_d: sd } = q.data;
  const boxes = boxTotals(rows.data);
  const direct = directTotals(rows.data);
  const distributions = distributionsOf(sd, boxes);
  const initial = toFormValues(scheduleD, exists ? sd : null);
  if (!exists) initial.filing_status = statusFromReturn(info.data?.filing_status);

  const onSave = async (v: Record<string, unknown>) => {
    status.clear();
    try {
      const res = await save.mutateAsync({
        ...v,
        form1040_id: Number(id),
        version: sd.version ?? undefined,
      });
      // The answer holds the server's figures: show them at once rather than after the refetch.
      queryClient.setQueryData<Read>(key, { exists: res.exists, schedule_d: res.schedule_d });
      status.succeed(res.message);
    } catch (e) {
      status.fail(e, scheduleD.messages.submitFailed);
      throw e;
    }
  };

  return (
    <WizardCard title="Schedule D (Capital Gains and Losses)" description={scheduleD.description} wide>
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Text size="sm" c="dimmed" maw={560}>
            Sales entered as Form 8949 rows (typed in or imported from a broker’s CSV file) are added to lines
            1b–3 and 8b–10; box A and D sales without adjustments are totalled on lines 1a and 8a instead,
            with no Form 8949 (as the IRS allows).
          </Text>
          <Button component={Link} to={`/form1040/${id}/f8949`} variant="light">
            Form 8949 rows
            <Badge ml="xs" size="sm" circle>
              {rows.data.length}
            </Badge>
          </Button>
        </Group>
        {!exists && <Alert color="blue">{SCHEDULE_D_MSG.notFound}</Alert>}
        <SaveStatusAlerts status={status} onReload={() => void q.refetch()} />
        <DocumentForm
          key={`sd-${sd.id ?? 'new'}-${sd.version ?? 0}`}
          def={SCREEN}
          initial={initial}
          editing={exists}
          saving={save.isPending}
          status={status}
          submitLabel={exists ? 'Update Schedule D' : 'Submit Schedule D'}
          onSave={onSave}
          onCancel={() => status.clear()}
          extra={(control) => (
            <ComputedLines
              control={control}
              boxes={boxes}
              direct={direct}
              distributions={distributions}
              saved={sd}
              returnStatus={info.data?.filing_status}
            />
          )}
        />
        <Group justify="space-between">
          <Button component={Link} to={`/form1040/${id}/add-documents`} variant="default">
            Back
          </Button>
          <Button component={Link} to={`/form1040/${id}`} variant="light">
            Go to Summary
          </Button>
        </Group>
      </Stack>
    </WizardCard>
  );
}
