/** California Form 568 calls (spec 002 §7), relative to /api. */
import type { F568Record } from '@taxprep/contracts';
import { api, ApiError, request } from '../../api/client';

export const form568Key = (id: string) => ['form1040', id, 'ca-form568-record'];
export const questionsKey = (recordId: number) => ['ca-form568', recordId, 'questionnaire'];

/** Load failures and creation failures read differently (spec 002 §8). */
export class F568CreateError extends Error {
  constructor(readonly reason: unknown) {
    super('create failed');
  }
}

/** The return's Form 568 of the tax year; a first visit (404) creates it with only the form and year. */
export async function loadOrCreateForm568(id: string, year: number): Promise<F568Record> {
  try {
    return await api.get<F568Record>(`/api/form1040/${id}/ca/form568?tax_year=${String(year)}`);
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 404) throw err;
  }
  try {
    return await api.post<F568Record>('/api/ca/form568', { form1040_id: Number(id), tax_year: year });
  } catch (err) {
    throw new F568CreateError(err);
  }
}

const base = (recordId: number) => `/api/ca/form568/${recordId}`;

export const patchForm568 = (recordId: number, body: Record<string, unknown>) =>
  request<F568Record>('PATCH', base(recordId), body);
export const recomputeForm568 = (recordId: number) => api.post<F568Record>(`${base(recordId)}/recompute`);
export const form568PdfUrl = (recordId: number) => `${base(recordId)}/pdf`;
export const loadQuestions = (recordId: number) =>
  api.get<Record<string, unknown>>(`${base(recordId)}/questionnaire`);
export const saveQuestions = (recordId: number, body: Record<string, unknown>) =>
  api.put<unknown>(`${base(recordId)}/questionnaire`, body);
export const saveScheduleT = (recordId: number, rows: Record<string, unknown>[]) =>
  api.put<unknown>(`${base(recordId)}/sched_t`, rows);
export const saveScheduleL = (recordId: number, body: Record<string, unknown>) =>
  api.put<unknown>(`${base(recordId)}/sched_l`, body);
export const saveScheduleM2 = (recordId: number, body: Record<string, unknown>) =>
  api.put<unknown>(`${base(recordId)}/sched_m2`, body);
