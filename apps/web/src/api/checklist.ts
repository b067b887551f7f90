import type { Checklist } from '@taxprep/contracts';
import { useReturnPart } from './returns';

/**
 * GET /api/form1040/{id}/checklist: the year's topics, the filer's answers and the to-do list they
 * build. Refreshed with every save of the return (returns.ts), so a document entered moves its item.
 */
export function useChecklist(id: string) {
  return useReturnPart<Checklist>(id, 'checklist');
}
