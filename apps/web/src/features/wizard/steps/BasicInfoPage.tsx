import { Checkbox } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { personalSchema } from '@taxprep/contracts';
import { DigitsField } from '../../../ui/DigitsField';
import { NameAddressFields } from '../../../ui/NameAddressFields';
import { PageLoader } from '../../../ui/PageLoader';
import { SaveForm } from '../../../ui/SaveForm';
import { useSaveSubmit } from '../../../ui/useSaveSubmit';
import { useSaveReturn, type Saved } from '../../../api/returns';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useReturnInfo, type ReturnInfo } from '../../../api/returnInfo';
import { WithFormId } from '../../../shared/useFormId';
import { WizardCard } from '../../../ui/WizardCard';
import { useReturnYear } from '../../../shared/useReturnYear';
import { CarriedPanel } from '../../../shared/CarriedPanel';

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
  const year = useReturnYear();
  const save = useSaveReturn<Out, Saved>(id, 'put', `/api/form1040/${id}/personal`);
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(personalSchema),
    defaultValues: toDefaults(info),
  });
  const { formProps } = useSaveSubmit(form, {
    save: (values) => save.mutateAsync({ ...values, version: info.version }),
    fields: FIELDS,
    failMessage: 'Failed to update basic info.',
    next: `/form1040/${id}/status`,
    delayMs: NEXT_DELAY_MS,
    reload: { refetch, toValues: toDefaults },
  });

  return (
    <WizardCard
      title="Personal Info"
      description={`Your name, Social Security number and home address as on your ${year} return.`}
    >
      <CarriedPanel id={id} here="basic" />
      <SaveForm {...formProps} saving={save.isPending} submitLabel="Save & Next">
        <NameAddressFields form={form} autoFill>
          <DigitsField
            control={form.control}
            name="ssn"
            max={9}
            label="SSN"
            description="9 digits, no dashes"
            withAsterisk
          />
        </NameAddressFields>
        <Checkbox
          label="Presidential Election Campaign Fund: check to have $3 go to this fund"
          {...form.register('presidential_fund')}
        />
      </SaveForm>
    </WizardCard>
  );
}
