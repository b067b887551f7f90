import { Alert, Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { form1099Misc, MISC_MSG } from '@taxprep/contracts';
import { firstScheduleC } from './scheduleCApi';
import { PageLoader } from '../../../ui/PageLoader';
import { returnKey, useSaveReturn, type Saved } from '../../../api/returns';
import { WithFormId } from '../../../shared/useFormId';
import { DocumentPage } from '../registry/DocumentPage';

/** 1099-MISC for the Form 1040 (`?target=1040`) or for the return's Schedule C (`?target=schedule-c`). */
export function MiscPage() {
  return <WithFormId>{(id) => <Misc id={id} />}</WithFormId>;
}

function Misc({ id }: { id: string }) {
  const [search] = useSearchParams();
  const business = search.get('target') === 'schedule-c';
  const sc = useQuery({
    queryKey: returnKey(id, 'schedule_c'),
    queryFn: () => firstScheduleC<{ id: number }>(id),
  });
  const assign = useSaveReturn<Record<string, unknown> & { miscId: number }, Saved>(
    id,
    'put',
    (b) => `/api/1099-misc/${b.miscId}/assign`,
  );
  if (sc.isPending) return <PageLoader />;
  const scId = sc.data && !Array.isArray(sc.data) ? sc.data.id : null;
  if (business && !scId)
    return (
      <Alert color="yellow" role="alert" m="md">
        {MISC_MSG.noScheduleC}
      </Alert>
    );
  return (
    <DocumentPage
      def={form1099Misc}
      listPath={() => (business ? `/api/1099-misc/by-schedule/${scId}` : `/api/1099-misc/by-form1040/${id}`)}
      createBody={{ schedule_c_id: business ? scId : null }}
      rowExtra={(r, status) => (
        <Button
          size="xs"
          variant="subtle"
          disabled={assign.isPending}
          onClick={async () => {
            status.clear();
            if (!business && !scId) return status.warn(MISC_MSG.noScheduleCAssign);
            try {
              const res = await assign.mutateAsync({
                miscId: r.id,
                ...(business ? { form1040_id: Number(id) } : { schedule_c_id: scId }),
              });
              status.succeed(res.message);
            } catch (e) {
              status.fail(e, MISC_MSG.assignFailed);
            }
          }}
        >
          {business ? 'Move to Form 1040' : 'Move to Schedule C'}
        </Button>
      )}
    />
  );
}
