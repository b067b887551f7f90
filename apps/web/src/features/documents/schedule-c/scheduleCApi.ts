import { api } from '../../../api/client';

/**
 * The return's first Schedule C, or [] when it has none (the screens work on one business). Read
 * from the return's list: /api/schedule_c/{id} takes a Schedule C's own id (spec 001).
 */
export async function firstScheduleC<T>(form1040Id: string): Promise<T | []> {
  const all = await api.get<T[]>(`/api/form1040/${form1040Id}/schedule_c`);
  return all[0] ?? [];
}
