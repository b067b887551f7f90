import { Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { MSG, personFactsSchema } from '@taxprep/contracts';
import { applyIssues } from '../../../ui/applyIssues';
import { PageLoader } from '../../../ui/PageLoader';
import { SaveStatusAlerts } from '../../../ui/SaveStatusAlerts';
import { SubmitButton } from '../../../ui/SubmitButton';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard';
import { useDelayedNavigate } from '../../../ui/useDelayedNavigate';
import { useSaveStatus } from '../../../ui/useSaveStatus';
import { useReturnPart, useSaveReturn, type Saved } from '../api';
import { LoadFailed } from '../LoadFailed';
import { WithFormId } from '../useFormId';
import { WizardCard } from '../WizardCard';
import { PersonFactsBlock } from './PersonFactsBlock';
import { toAboutYouValues, type AboutYouData, type AboutYouOut, type AboutYouValues } from './values';

const NEXT_DELAY_MS = 600;

export function AboutYouPage() {
  return <WithFormId>{(id) => <AboutYou id={id} />}</WithFormId>;
}

function AboutYou({ id }: { id: string }) {
  const q = useReturnPart<AboutYouData>(id, 'about-you');
  if (q.isPending) return <PageLoader />;
  if (q.isError)
    return <LoadFailed error={q.error} message="Failed to load your answers." onRetry={() => q.refetch()} />;
  return <AboutYouForm id={id} data={q.data} refetch={q.refetch} />;
}

/** Each person's facts that decide the earned income credit, the saver's credit and Schedule R. */
export function AboutYouForm({
  id,
  data,
  refetch,
}: {
  id: string;
  data: AboutYouData;
  refetch: () => Promise<{ data?: AboutYouData }>;
}) {
  const status = useSaveStatus();
  const go = useDelayedNavigate();
  const save = useSaveReturn<AboutYouOut, Saved>(id, 'put', `/api/form1040/${id}/about-you`);
  const form = useForm<AboutYouValues, unknown, AboutYouOut>({
    resolver: zodResolver(personFactsSchema) as unknown as Resolver<AboutYouValues, unknown, AboutYouOut>,
    defaultValues: toAboutYouValues(data),
  });
  const onSubmit = form.handleSubmit(
    async (values) => {
      status.clear();
      try {
        const res = await save.mutateAsync({ ...values, version: data.version });
        status.succeed(res.message);
        form.reset(form.getValues()); // saved: nothing is unsaved any more
        go(`/form1040/${id}/dependents`, NEXT_DELAY_MS);
      } catch (e) {
        applyIssues(e, form.setError, Object.keys(toAboutYouValues(data)));
        status.fail(e, 'Failed to save your answers.');
      }
    },
    () => status.warn(MSG.fixHighlighted),
  );
  const reload = async () => {
    const r = await refetch();
    if (r.data) form.reset(toAboutYouValues(r.data));
    status.clear();
  };
  return (
    <WizardCard
      title="About You"
      description={`A few facts about you${data.joint ? ' and your spouse' : ''} that decide which credits you can take. Most people keep the answers as they are.`}
    >
      <form onSubmit={onSubmit} noValidate>
        <UnsavedChangesGuard when={form.formState.isDirty} />
        <Stack gap="md">
          <PersonFactsBlock form={form} p="taxpayer_" legend="You" />
          {data.joint && <PersonFactsBlock form={form} p="spouse_" legend="Spouse" />}
          <SaveStatusAlerts status={status} onReload={reload} />
          <Group justify="flex-end">
            <SubmitButton saving={save.isPending} label="Save & Next" />
          </Group>
        </Stack>
      </form>
    </WizardCard>
  );
}
