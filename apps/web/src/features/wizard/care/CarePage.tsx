import { type F2441View } from '@taxprep/contracts';
import { useReturnPart, useSaveReturn } from '../../../api/returns';
import { LoadFailed } from '../../../ui/LoadFailed';
import { PageLoader } from '../../../ui/PageLoader';
import { WithFormId } from '../../../shared/useFormId';
import { WizardCard } from '../../../ui/WizardCard';
import { CareForm, toValues, type CareOut } from './CareForm';

/** Form 2441, child and dependent care expenses: reached from the Credits step. */
export function CarePage() {
  return <WithFormId>{(id) => <Care id={id} />}</WithFormId>;
}

function Care({ id }: { id: string }) {
  const q = useReturnPart<F2441View>(id, 'f2441');
  const save = useSaveReturn<CareOut & { version: number }, F2441View & { message: string }>(
    id,
    'put',
    `/api/form1040/${id}/f2441`,
  );
  if (q.isPending) return <PageLoader />;
  if (q.isError)
    return (
      <LoadFailed
        error={q.error}
        message="Failed to load child and dependent care."
        onRetry={() => q.refetch()}
      />
    );
  return (
    <WizardCard
      wide
      title="Child and dependent care (Form 2441)"
      description="If you paid someone to care for a child under 13 (or a dependent or spouse who cannot care for themselves) so you could work or look for work, part of what you paid is a credit on Schedule 3 line 2. List who you paid, and which of your dependents the care was for."
    >
      <CareForm
        view={q.data}
        saving={save.isPending}
        backTo={`/form1040/${id}/credits`}
        onSave={async (values) => {
          const res = await save.mutateAsync({ ...values, version: q.data.version });
          return { message: res.message, values: toValues(res) };
        }}
      />
    </WizardCard>
  );
}
