import { Alert } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { form1099Nec, NEC_MSG } from '@taxprep/contracts';
import { DocumentPage } from '../registry/DocumentPage';

/** 1099-NECs of one Schedule C: its id comes from the route, else from `?schedule_c_id=`. */
export function NecPage() {
  const { scheduleCId } = useParams();
  const [search] = useSearchParams();
  const sc = [scheduleCId, search.get('schedule_c_id')].find((v) => v && /^\d+$/.test(v));
  if (!sc)
    return (
      <Alert color="yellow" role="alert" m="md">
        {NEC_MSG.noScheduleC}
      </Alert>
    );
  return (
    <DocumentPage
      def={form1099Nec}
      listPath={() => `/api/1099-nec/by-schedule/${sc}`}
      createBody={{ schedule_c_id: Number(sc) }}
    />
  );
}
