import { PageLoader } from '../../../ui/PageLoader';
import { useDelayedNavigate } from '../../../ui/useDelayedNavigate';
import { useReturnPart, useSaveReturn, type Saved } from '../../../api/returns';
import { LoadFailed } from '../../../ui/LoadFailed';
import { WithFormId } from '../../../shared/useFormId';
import { WizardCard } from '../../../ui/WizardCard';
import { DesigneeForm, type DesigneeOut, type DesigneeValues } from './DesigneeForm';

interface DesigneeData {
  third_party_designee: boolean;
  designee_name: string | null;
  designee_phone: string | null;
  designee_pin: string | null;
  version: number;
}
const NEXT_DELAY_MS = 800;

export function DesigneePage() {
  return <WithFormId>{(id) => <Designee id={id} />}</WithFormId>;
}

const toValues = (d: DesigneeData): DesigneeValues => ({
  third_party_designee: d.third_party_designee,
  designee_name: d.designee_name ?? '',
  designee_phone: d.designee_phone ?? '',
  designee_pin: d.designee_pin ?? '',
});

function Designee({ id }: { id: string }) {
  const q = useReturnPart<DesigneeData>(id, 'third-party');
  const go = useDelayedNavigate();
  const save = useSaveReturn<DesigneeOut & { version: number }, Saved>(
    id,
    'post',
    `/api/form1040/${id}/third-party`,
  );
  if (q.isPending) return <PageLoader />;
  if (q.isError)
    return (
      <LoadFailed error={q.error} message="Failed to load saved designee info." onRetry={() => q.refetch()} />
    );
  const version = q.data.version;
  return (
    <WizardCard
      title="Third-Party Designee"
      description="Someone (for example your preparer) the IRS may talk to about this return."
    >
      <DesigneeForm
        initial={toValues(q.data)}
        saving={save.isPending}
        onSave={async (values) => {
          const res = await save.mutateAsync({ ...values, version });
          go(`/form1040/${id}`, NEXT_DELAY_MS);
          return res.message;
        }}
        onReload={async () => {
          const r = await q.refetch();
          return r.data ? toValues(r.data) : undefined;
        }}
      />
    </WizardCard>
  );
}
