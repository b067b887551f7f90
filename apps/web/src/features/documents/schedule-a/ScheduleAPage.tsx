import { SCHEDULE_A_LEGACY, scheduleA } from '@taxprep/contracts';
import { DocumentPage } from '../registry/DocumentPage';

/**
 * The Schedule A records of a return: the registry's list and form (the engine adds the records
 * together line by line). The spec-000 amounts an API client may send stay in a record, unshown.
 */
export function ScheduleAPage() {
  return <DocumentPage def={scheduleA} hidden={SCHEDULE_A_LEGACY} />;
}
