import { useState } from 'react';
import { Alert, Badge, Button, Checkbox, Fieldset, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatUsd, scheduleC, SCHEDULE_C_MSG } from '@taxprep/contracts';
import { api } from '../../../api/client';
import { firstScheduleC } from './scheduleCApi';
import { PageLoader } from '../../../ui/PageLoader';
import { SaveStatusAlerts } from '../../../ui/SaveStatusAlerts';
import { useSaveStatus } from '../../../ui/useSaveStatus';
import { returnKey, useSaveReturn } from '../../../api/returns';
import { LoadFailed } from '../../../ui/LoadFailed';
import { WithFormId } from '../../../shared/useFormId';
import { WizardCard } from '../../../ui/WizardCard';
import { useReturnInfo } from '../../../api/returnInfo';
import { DocumentForm, toFormValues } from '../registry/DocumentForm';
import type { Rec } from '../registry/DocumentPage';

type ScheduleC = Rec & Record<string, string | number | boolean | null>;
type Saved = { message: string; id: number };

/** Lines the server computes (from the engine) and shows read-only. */
const TOTALS: [string, string][] = [
  ['nec_total', '1099-NEC total (linked)'],
  ['gross_receipts_effective', '1 Gross receipts (with 1099s)'],
  ['cost_of_goods_sold', '4 Cost of goods sold'],
  ['gross_income', '7 Gross income'],
  ['total_other_expenses', '48 Total other expenses'],
  ['total_expenses', '28 Total expenses'],
  ['tentative_profit', '29 Tentative profit or (loss)'],
  ['simplified_method_amount', '30 Business use of home (simplified method)'],
  ['net_profit', '31 Net profit or (loss)'],
];

export function ScheduleCPage() {
  return <WithFormId>{(id) => <ScheduleCScreen id={id} />}</WithFormId>;
}

function ScheduleCScreen({ id }: { id: string }) {
  const q = useQuery({
    queryKey: returnKey(id, 'schedule_c', 'first'),
    queryFn: () => firstScheduleC<ScheduleC>(id),
  });
  const candidates = useQuery({
    queryKey: returnKey(id, 'nec_candidates'),
    queryFn: () =>
      api.get<{ id: number; payer_name: string; box1_nonemployee_comp: string | null }[]>(
        `/api/schedule_c/${id}/nec_candidates`,
      ),
  });
  const [link, setLink] = useState<number[] | null>(null);
  const status = useSaveStatus();
  const create = useSaveReturn<Record<string, unknown>, Saved>(id, 'post', '/api/schedule_c');
  // Whose business is asked only on a joint return.
  const joint = useReturnInfo(id).data?.filing_status === 'married filing jointly';
  const update = useSaveReturn<Record<string, unknown> & { scId: number }, Saved>(
    id,
    'put',
    (b) => `/api/schedule-c/${b.scId}`,
  );
  if (q.isPending || candidates.isPending) return <PageLoader />;
  if (q.isError)
    return <LoadFailed error={q.error} message={scheduleC.messages.loadFailed} onRetry={() => q.refetch()} />;
  const sc = Array.isArray(q.data) ? null : q.data;
  const cands = candidates.data ?? [];
  const chosen = link ?? cands.map((c) => c.id);

  const save = async (v: Record<string, unknown>) => {
    status.clear();
    try {
      const body = { ...v, form1040_id: Number(id), nec_ids: chosen };
      const res = sc
        ? await update.mutateAsync({ ...body, scId: sc.id, version: sc.version })
        : await create.mutateAsync(body);
      status.succeed(res.message);
      setLink(null);
    } catch (e) {
      status.fail(e, SCHEDULE_C_MSG.saveFailed);
      throw e;
    }
  };

  return (
    <WizardCard title={sc ? 'Edit Schedule C' : 'Submit Schedule C'} description={scheduleC.description} wide>
      <Stack gap="md">
        <Group>
          {sc ? (
            <Button component={Link} to={`/form1040/${id}/schedule-c/${sc.id}/1099-nec`} variant="light">
              Add 1099-NEC
              <Badge ml="xs" size="sm" circle>
                {String(sc.nec_count ?? 0)}
              </Badge>
            </Button>
          ) : (
            <Tooltip label={SCHEDULE_C_MSG.saveFirst}>
              <span>
                <Button variant="light" disabled>
                  Add 1099-NEC
                </Button>
              </span>
            </Tooltip>
          )}
          {!sc && (
            <Text size="sm" c="dimmed">
              {SCHEDULE_C_MSG.saveFirst}
            </Text>
          )}
        </Group>
        {cands.length === 0 ? (
          !sc && <Alert color="blue">{SCHEDULE_C_MSG.noCandidates}</Alert>
        ) : (
          <Fieldset legend="1099-NECs to link to this business">
            {cands.map((c) => (
              <Checkbox
                key={c.id}
                mb={4}
                label={`#${c.id} ${c.payer_name}: ${formatUsd(c.box1_nonemployee_comp ?? '0')}`}
                checked={chosen.includes(c.id)}
                onChange={(e) =>
                  setLink(e.currentTarget.checked ? [...chosen, c.id] : chosen.filter((x) => x !== c.id))
                }
              />
            ))}
          </Fieldset>
        )}
        <SaveStatusAlerts status={status} onReload={() => void q.refetch()} />
        <DocumentForm
          key={sc ? `sc-${sc.id}-${sc.version}` : 'new'}
          def={scheduleC}
          initial={toFormValues(scheduleC, sc)}
          editing={sc !== null}
          saving={create.isPending || update.isPending}
          status={status}
          joint={joint}
          submitLabel={sc ? 'Update Schedule C' : 'Submit Schedule C'}
          onSave={save}
          onCancel={() => status.clear()}
          extra={() =>
            sc && (
              <Fieldset legend="Computed (after save)">
                <Table>
                  <Table.Tbody>
                    {TOTALS.map(([k, label]) => (
                      <Table.Tr key={k}>
                        <Table.Td>{label}</Table.Td>
                        <Table.Td ta="right">{formatUsd((sc[k] as string | null) ?? '0')}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Fieldset>
            )
          }
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
