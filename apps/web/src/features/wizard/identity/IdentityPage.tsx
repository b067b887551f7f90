import { Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { identitySchema, isMarried, MSG } from '@taxprep/contracts';
import { applyIssues } from '../../../ui/applyIssues';
import { PageLoader } from '../../../ui/PageLoader';
import { SaveStatusAlerts } from '../../../ui/SaveStatusAlerts';
import { SubmitButton } from '../../../ui/SubmitButton';
import { useDelayedNavigate } from '../../../ui/useDelayedNavigate';
import { useSaveStatus } from '../../../ui/useSaveStatus';
import { useReturnPart, useSaveReturn, type Saved } from '../api';
import { LoadFailed } from '../LoadFailed';
import { WithFormId } from '../useFormId';
import { WizardCard } from '../WizardCard';
import { IdBlock } from './IdBlock';
import { toIdentityValues, type IdentityData, type IdentityValues } from './values';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard';

type Out = z.output<typeof identitySchema>;
const NEXT_DELAY_MS = 400;

export function IdentityPage() {
  return <WithFormId>{(id) => <Identity id={id} />}</WithFormId>;
}

function Identity({ id }: { id: string }) {
  const q = useReturnPart<IdentityData>(id, 'identity');
  if (q.isPending) return <PageLoader />;
  if (q.isError)
    return <LoadFailed error={q.error} message="Failed to load identity info." onRetry={() => q.refetch()} />;
  return <IdentityForm id={id} data={q.data} refetch={q.refetch} />;
}

function IdentityForm({
  id,
  data,
  refetch,
}: {
  id: string;
  data: IdentityData;
  refetch: () => Promise<{ data?: IdentityData }>;
}) {
  const status = useSaveStatus();
  const go = useDelayedNavigate();
  const save = useSaveReturn<Out, Saved>(id, 'put', `/api/form1040/${id}/identity`);
  const form = useForm<IdentityValues, unknown, Out>({
    resolver: zodResolver(identitySchema) as unknown as Resolver<IdentityValues, unknown, Out>,
    defaultValues: toIdentityValues(data),
  });
  const married = isMarried(data.filing_status ?? 'married filing jointly');

  const onSubmit = form.handleSubmit(
    async (values) => {
      status.clear();
      try {
        const res = await save.mutateAsync({ ...values, version: data.version });
        status.succeed(`${res.message} Next: standard deduction.`);
        form.reset(form.getValues()); // saved: nothing is unsaved any more
        go(`/form1040/${id}/standard-deduction`, NEXT_DELAY_MS);
      } catch (e) {
        applyIssues(e, form.setError, Object.keys(toIdentityValues(data)));
        status.fail(e, 'Failed to save identity info.');
      }
    },
    () => status.warn(MSG.fixHighlighted),
  );
  const reload = async () => {
    const r = await refetch();
    if (r.data) form.reset(toIdentityValues(r.data));
    status.clear();
  };
  return (
    <WizardCard
      title="Identity Verification"
      description="Birth dates, a photo ID and the IRS Identity Protection PIN help the IRS confirm it is you."
    >
      <form onSubmit={onSubmit} noValidate>
        <UnsavedChangesGuard when={form.formState.isDirty} />
        <Stack gap="md">
          <IdBlock form={form} p="" legend="Taxpayer" />
          {married && <IdBlock form={form} p="spouse_" legend="Spouse" />}
          <SaveStatusAlerts status={status} onReload={reload} />
          <Group justify="flex-end">
            <SubmitButton saving={save.isPending} label="Save & Next" />
          </Group>
        </Stack>
      </form>
    </WizardCard>
  );
}
