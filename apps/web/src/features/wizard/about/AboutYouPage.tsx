import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { personFactsSchema } from '@taxprep/contracts';
import { SaveForm } from '../../../ui/SaveForm';
import { useSaveSubmit } from '../../../ui/useSaveSubmit';
import { useSaveReturn, type Saved } from '../../../api/returns';
import { ReturnPartPage, type LoadedPart } from '../ReturnPartPage';
import { WizardCard } from '../../../ui/WizardCard';
import { CreditBansBlock, PersonFactsBlock } from './PersonFactsBlock';
import { toAboutYouValues, type AboutYouData, type AboutYouOut, type AboutYouValues } from './values';

const NEXT_DELAY_MS = 600;

export function AboutYouPage() {
  return (
    <ReturnPartPage<AboutYouData> part="about-you" loadFailed="Failed to load your answers.">
      {(loaded) => <AboutYouForm {...loaded} />}
    </ReturnPartPage>
  );
}

/** Each person's facts that decide the earned income credit, the saver's credit and Schedule R. */
export function AboutYouForm({ id, data, refetch }: LoadedPart<AboutYouData>) {
  const save = useSaveReturn<AboutYouOut, Saved>(id, 'put', `/api/form1040/${id}/about-you`);
  const form = useForm<AboutYouValues, unknown, AboutYouOut>({
    resolver: zodResolver(personFactsSchema) as unknown as Resolver<AboutYouValues, unknown, AboutYouOut>,
    defaultValues: toAboutYouValues(data),
  });
  const { formProps } = useSaveSubmit(form, {
    save: (values) => save.mutateAsync({ ...values, version: data.version }),
    fields: Object.keys(toAboutYouValues(data)),
    failMessage: 'Failed to save your answers.',
    next: `/form1040/${id}/dependents`,
    delayMs: NEXT_DELAY_MS,
    reload: { refetch, toValues: toAboutYouValues },
  });
  return (
    <WizardCard
      title="About You"
      description={`A few facts about you${data.joint ? ' and your spouse' : ''} that decide which credits you can take. Most people keep the answers as they are.`}
    >
      <SaveForm {...formProps} saving={save.isPending} submitLabel="Save & Next">
        <PersonFactsBlock form={form} p="taxpayer_" legend="You" />
        {data.joint && <PersonFactsBlock form={form} p="spouse_" legend="Spouse" />}
        <CreditBansBlock form={form} />
      </SaveForm>
    </WizardCard>
  );
}
