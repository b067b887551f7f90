import { Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MSG, personalSchema, STATE_CODES } from '@taxprep/contracts';
import { applyIssues } from '../../../ui/applyIssues';
import { DigitsField } from '../../../ui/DigitsField';
import { PageLoader } from '../../../ui/PageLoader';
import { SaveStatusAlerts } from '../../../ui/SaveStatusAlerts';
import { SubmitButton } from '../../../ui/SubmitButton';
import { useDelayedNavigate } from '../../../ui/useDelayedNavigate';
import { useSaveStatus } from '../../../ui/useSaveStatus';
import { useSaveReturn, type Saved } from '../api';
import { LoadFailed } from '../LoadFailed';
import { useReturnInfo, type ReturnInfo } from '../returnInfo';
import { WithFormId } from '../useFormId';
import { WizardCard } from '../WizardCard';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard';

type In = z.input<typeof personalSchema>;
type Out = z.output<typeof personalSchema>;
const FIELDS = [
  'first_name',
  'last_name',
  'ssn',
  'address',
  'city',
  'state',
  'zip_code',
  'presidential_fund',
];
const NEXT_DELAY_MS = 800;

export function BasicInfoPage() {
  return <WithFormId>{(id) => <BasicInfo id={id} />}</WithFormId>;
}

function BasicInfo({ id }: { id: string }) {
  const info = useReturnInfo(id);
  if (info.isPending) return <PageLoader />;
  if (info.isError)
    return (
      <LoadFailed error={info.error} message="Failed to load basic info." onRetry={() => info.refetch()} />
    );
  return <BasicInfoForm id={id} info={info.data} refetch={info.refetch} />;
}

const toDefaults = (d: ReturnInfo): In => ({
  first_name: d.first_name ?? '',
  last_name: d.last_name ?? '',
  ssn: d.ssn ?? '',
  address: d.address ?? '',
  city: d.city ?? '',
  state: (d.state ?? '') as In['state'],
  zip_code: d.zip_code ?? '',
  presidential_fund: d.presidential_fund,
});

function BasicInfoForm({
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
  const save = useSaveReturn<Out, Saved>(id, 'put', `/api/form1040/${id}/personal`);
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(personalSchema),
    defaultValues: toDefaults(info),
  });
  const { register, control, formState } = form;
  const err = formState.errors;

  const onSubmit = form.handleSubmit(
    async (values) => {
      status.clear();
      try {
        const res = await save.mutateAsync({ ...values, version: info.version });
        status.succeed(res.message);
        form.reset(form.getValues()); // saved: nothing is unsaved any more
        go(`/form1040/${id}/status`, NEXT_DELAY_MS);
      } catch (e) {
        applyIssues(e, form.setError, FIELDS);
        status.fail(e, 'Failed to update basic info.');
      }
    },
    () => status.warn(MSG.fixHighlighted),
  );
  const reload = async () => {
    const r = await refetch();
    if (r.data) form.reset(toDefaults(r.data));
    status.clear();
  };

  return (
    <WizardCard
      title="Personal Info"
      description="Your name, Social Security number and home address as on your 2024 return."
    >
      <form onSubmit={onSubmit} noValidate>
        <UnsavedChangesGuard when={form.formState.isDirty} />
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="First name"
              withAsterisk
              autoComplete="given-name"
              {...register('first_name')}
              error={err.first_name?.message}
            />
            <TextInput
              label="Last name"
              withAsterisk
              autoComplete="family-name"
              {...register('last_name')}
              error={err.last_name?.message}
            />
          </SimpleGrid>
          <DigitsField
            control={control}
            name="ssn"
            max={9}
            label="SSN"
            description="9 digits, no dashes"
            withAsterisk
          />
          <TextInput
            label="Address"
            withAsterisk
            autoComplete="street-address"
            {...register('address')}
            error={err.address?.message}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="City"
              withAsterisk
              autoComplete="address-level2"
              {...register('city')}
              error={err.city?.message}
            />
            <Controller
              control={control}
              name="state"
              render={({ field, fieldState }) => (
                <Select
                  label="State"
                  withAsterisk
                  searchable
                  data={[...STATE_CODES]}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldState.error?.message}
                />
              )}
            />
            <DigitsField
              control={control}
              name="zip_code"
              max={5}
              label="ZIP code"
              withAsterisk
              autoComplete="postal-code"
            />
          </SimpleGrid>
          <Checkbox
            label="Presidential Election Campaign Fund: check to have $3 go to this fund"
            {...register('presidential_fund')}
          />
          <SaveStatusAlerts status={status} onReload={reload} />
          <Group justify="flex-end">
            <SubmitButton saving={save.isPending} label="Save & Next" />
          </Group>
        </Stack>
      </form>
    </WizardCard>
  );
}
