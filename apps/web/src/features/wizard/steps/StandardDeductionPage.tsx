import { Checkbox, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { formatUsd, isMarried } from '@taxprep/contracts';
import { PageLoader } from '../../../ui/PageLoader';
import { SaveStatusAlerts } from '../../../ui/SaveStatusAlerts';
import { SubmitButton } from '../../../ui/SubmitButton';
import { useDelayedNavigate } from '../../../ui/useDelayedNavigate';
import { useSaveStatus } from '../../../ui/useSaveStatus';
import { useSaveReturn, type Saved } from '../../../api/returns';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useReturnInfo, type ReturnInfo } from '../../../api/returnInfo';
import { WithFormId } from '../../../shared/useFormId';
import { WizardCard } from '../../../ui/WizardCard';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard';

interface Flags {
  claimed_as_dependent: boolean;
  spouse_claimed_as_dependent: boolean;
  taxpayer_over_65: boolean;
  taxpayer_blind: boolean;
  spouse_over_65: boolean;
  spouse_blind: boolean;
}
const NEXT_DELAY_MS = 800;

export function StandardDeductionPage() {
  return <WithFormId>{(id) => <StandardDeduction id={id} />}</WithFormId>;
}

function StandardDeduction({ id }: { id: string }) {
  const info = useReturnInfo(id);
  if (info.isPending) return <PageLoader />;
  if (info.isError)
    return (
      <LoadFailed error={info.error} message="Failed to load form data." onRetry={() => info.refetch()} />
    );
  return <FlagsForm id={id} info={info.data} refetch={info.refetch} />;
}

const toFlags = (d: ReturnInfo): Flags => ({
  claimed_as_dependent: d.claimed_as_dependent,
  spouse_claimed_as_dependent: d.spouse_claimed_as_dependent,
  taxpayer_over_65: d.taxpayer_over_65,
  taxpayer_blind: d.taxpayer_blind,
  spouse_over_65: d.spouse_over_65,
  spouse_blind: d.spouse_blind,
});

function FlagsForm({
  id,
  info,
  refetch,
}: {
  id: string;
  info: ReturnInfo;
  refetch: () => Promise<{ data?: ReturnInfo }>;
}) {
  const status = useSaveStatus();
  const go = useDelayedNavigate();
  const save = useSaveReturn<Flags & { version: number }, Saved & { standard_deduction?: string }>(
    id,
    'put',
    `/api/form1040/${id}/standard-deduction`,
  );
  const form = useForm<Flags>({ defaultValues: toFlags(info) });
  const married = isMarried(info.filing_status ?? 'married filing jointly');
  const onSubmit = form.handleSubmit(async (v) => {
    status.clear();
    // Spouse boxes mean nothing without a spouse on the return.
    const body = married
      ? v
      : { ...v, spouse_claimed_as_dependent: false, spouse_over_65: false, spouse_blind: false };
    try {
      const res = await save.mutateAsync({ ...body, version: info.version });
      const amount = res.standard_deduction
        ? ` Your standard deduction is ${formatUsd(res.standard_deduction)}.`
        : '';
      status.succeed(`${res.message}${amount}`);
      form.reset(form.getValues()); // saved: nothing is unsaved any more
      go(`/form1040/${id}/about-you`, NEXT_DELAY_MS);
    } catch (e) {
      status.fail(e, 'Failed to save standard deduction info.');
    }
  });
  const reload = async () => {
    const r = await refetch();
    if (r.data) form.reset(toFlags(r.data));
    status.clear();
  };
  const { register } = form;
  return (
    <WizardCard
      title="Standard Deduction"
      description="These answers change the standard deduction on line 12."
    >
      <form onSubmit={onSubmit} noValidate>
        <UnsavedChangesGuard when={form.formState.isDirty} />
        <Stack gap="md">
          <Fieldset legend="You">
            <Stack gap="xs">
              <Checkbox label="Someone can claim you as a dependent" {...register('claimed_as_dependent')} />
              <Checkbox
                label="You were born before January 2, 1960 (65 or older)"
                {...register('taxpayer_over_65')}
              />
              <Checkbox label="You are blind" {...register('taxpayer_blind')} />
            </Stack>
          </Fieldset>
          <Fieldset legend="Spouse" disabled={!married}>
            <Stack gap="xs">
              {!married && (
                <Text size="sm" c="dimmed">
                  Only for married filing jointly or separately.
                </Text>
              )}
              <Checkbox
                label="Someone can claim your spouse as a dependent"
                disabled={!married}
                {...register('spouse_claimed_as_dependent')}
              />
              <Checkbox
                label="Spouse was born before January 2, 1960 (65 or older)"
                disabled={!married}
                {...register('spouse_over_65')}
              />
              <Checkbox label="Spouse is blind" disabled={!married} {...register('spouse_blind')} />
            </Stack>
          </Fieldset>
          <SaveStatusAlerts status={status} onReload={reload} />
          <Group justify="flex-end">
            <SubmitButton saving={save.isPending} label="Save & Next" />
          </Group>
        </Stack>
      </form>
    </WizardCard>
  );
}
