import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { identitySchema, isMarried } from '@taxprep/contracts';
import { SaveForm } from '../../../ui/SaveForm';
import { useSaveSubmit } from '../../../ui/useSaveSubmit';
import { useSaveReturn, type Saved } from '../../../api/returns';
import { ReturnPartPage, type LoadedPart } from '../ReturnPartPage';
import { WizardCard } from '../../../ui/WizardCard';
import { IdBlock } from './IdBlock';
import { toIdentityValues, type IdentityData, type IdentityValues } from './values';

type Out = z.output<typeof identitySchema>;
const NEXT_DELAY_MS = 400;

export function IdentityPage() {
  return (
    <ReturnPartPage<IdentityData> part="identity" loadFailed="Failed to load identity info.">
      {(loaded) => <IdentityForm {...loaded} />}
    </ReturnPartPage>
  );
}

function IdentityForm({ id, data, refetch }: LoadedPart<IdentityData>) {
  const save = useSaveReturn<Out, Saved>(id, 'put', `/api/form1040/${id}/identity`);
  const form = useForm<IdentityValues, unknown, Out>({
    resolver: zodResolver(identitySchema) as unknown as Resolver<IdentityValues, unknown, Out>,
    defaultValues: toIdentityValues(data),
  });
  const married = isMarried(data.filing_status ?? 'married filing jointly');
  const { formProps } = useSaveSubmit(form, {
    save: (values) => save.mutateAsync({ ...values, version: data.version }),
    fields: Object.keys(toIdentityValues(data)),
    failMessage: 'Failed to save identity info.',
    next: `/form1040/${id}/standard-deduction`,
    delayMs: NEXT_DELAY_MS,
    successText: (res) => `${res.message} Next: standard deduction.`,
    reload: { refetch, toValues: toIdentityValues },
  });
  return (
    <WizardCard
      title="Identity Verification"
      description="Birth dates, a photo ID and the IRS Identity Protection PIN help the IRS confirm it is you."
    >
      <SaveForm {...formProps} saving={save.isPending} submitLabel="Save & Next">
        <IdBlock form={form} p="" legend="Taxpayer" />
        {married && <IdBlock form={form} p="spouse_" legend="Spouse" />}
      </SaveForm>
    </WizardCard>
  );
}
