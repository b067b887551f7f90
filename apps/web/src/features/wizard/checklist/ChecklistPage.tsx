import { useState } from 'react';
import { Checkbox, Group, Stack, Text } from '@mantine/core';
import type { Checklist } from '@taxprep/contracts';
import { useChecklist } from '../../../api/checklist';
import { useSaveReturn } from '../../../api/returns';
import { nextAfter, CHECKLIST_STEP } from '../../../shared/guidedPath';
import { WithFormId } from '../../../shared/useFormId';
import { LoadFailed } from '../../../ui/LoadFailed';
import { PageLoader } from '../../../ui/PageLoader';
import { SaveStatusAlerts } from '../../../ui/SaveStatusAlerts';
import { SubmitButton } from '../../../ui/SubmitButton';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard';
import { useDelayedNavigate } from '../../../ui/useDelayedNavigate';
import { useSaveStatus } from '../../../ui/useSaveStatus';
import { WizardCard } from '../../../ui/WizardCard';

const NEXT_DELAY_MS = 600;

/** "What happened in {year}?": the topics that build the filer's to-do list. */
export function ChecklistPage() {
  return <WithFormId>{(id) => <ChecklistLoader id={id} />}</WithFormId>;
}

function ChecklistLoader({ id }: { id: string }) {
  const q = useChecklist(id);
  if (q.isPending) return <PageLoader />;
  if (q.isError)
    return (
      <LoadFailed error={q.error} message="Failed to load your checklist." onRetry={() => q.refetch()} />
    );
  return <ChecklistForm id={id} data={q.data} refetch={async () => (await q.refetch()).data} />;
}

interface Body {
  answers: Record<string, boolean>;
  dismissed: string[];
  done: string[];
  version: number;
}

const ticked = (c: Checklist) => new Set(Object.keys(c.answers).filter((k) => c.answers[k]));

function ChecklistForm({
  id,
  data,
  refetch,
}: {
  id: string;
  data: Checklist;
  refetch: () => Promise<Checklist | undefined>;
}) {
  const [chosen, setChosen] = useState(() => ticked(data));
  const [dirty, setDirty] = useState(false);
  const status = useSaveStatus();
  const go = useDelayedNavigate();
  const save = useSaveReturn<Body, Checklist & { message: string }>(
    id,
    'put',
    `/api/form1040/${id}/checklist`,
  );
  const toggle = (key: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(key);
    else next.delete(key);
    setChosen(next);
    setDirty(true);
  };
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    status.clear();
    try {
      const res = await save.mutateAsync({
        // Every topic is answered: a box left empty is a "no", kept so a later change is seen.
        answers: Object.fromEntries(data.topics.map((t) => [t.key, chosen.has(t.key)])),
        // A dismissed topic is saved as a "no"; ticking it again reopens it.
        dismissed: data.dismissed.filter((k) => !chosen.has(k)),
        done: data.done,
        version: data.version,
      });
      setDirty(false);
      status.succeed(res.message);
      go(`/form1040/${id}/${nextAfter(res.todo, CHECKLIST_STEP)}`, NEXT_DELAY_MS);
    } catch (err) {
      status.fail(err, 'Failed to save your checklist.');
    }
  };
  const reload = async () => {
    const d = await refetch();
    if (d) setChosen(ticked(d));
    setDirty(false);
    status.clear();
  };
  return (
    <WizardCard
      title={data.heading}
      description={`Tick everything you (or your spouse) had in ${data.tax_year}. Each one becomes an item of your to-do list; you can change these answers any time.`}
    >
      <form onSubmit={onSubmit} noValidate aria-label={data.heading}>
        <UnsavedChangesGuard when={dirty} />
        <Stack gap="md">
          <Stack gap="sm" role="group" aria-label={`What you had in ${data.tax_year}`}>
            {data.topics.map((t) => (
              <Checkbox
                key={t.key}
                label={t.label}
                description={t.examples}
                checked={chosen.has(t.key)}
                onChange={(e) => toggle(t.key, e.currentTarget.checked)}
              />
            ))}
          </Stack>
          <Text size="sm" c="dimmed">
            Not sure? Leave it empty: a form you enter later adds its item to your to-do list.
          </Text>
          <SaveStatusAlerts status={status} onReload={reload} />
          <Group justify="flex-end">
            <SubmitButton saving={save.isPending} label="Save & Next" />
          </Group>
        </Stack>
      </form>
    </WizardCard>
  );
}
