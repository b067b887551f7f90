import type { Summary, SummaryLine, SummaryOverride } from '@taxprep/contracts';
import { useReturnPart } from '../../api/returns';

export type { Summary, SummaryLine, SummaryOverride as Override };

/** The computed return; the top bar and sidebar read the same query. */
export function useSummary(id: string) {
  return useReturnPart<Summary>(id, 'summary');
}
