/** Schedule CA (540) calls (spec 002 §7), relative to /api. */
import {
  CA_DEFAULT_LINES,
  CA_LINE_GROUPS,
  type CaFilingStatus,
  type ScheduleCaRecord,
} from '@taxprep/contracts';
import { api, ApiError } from '../../api/client';

/** Under the return's key, so a save elsewhere that refreshes the return refreshes this too. */
export const scheduleCaKey = (id: string) => ['form1040', id, 'ca-schedule-ca-record'];

export interface ScheduleCaLinePayload {
  group_code: string;
  line_key: string;
  label: string;
  col_a: string | null;
  col_b: string | null;
  col_c: string | null;
  notes: string | null;
}
export interface ScheduleCaSave {
  filing_status: CaFilingStatus;
  will_itemize_for_ca: boolean;
  lines: ScheduleCaLinePayload[];
}

/** The default lines of every group, all columns blank. */
export function defaultCaLines(): ScheduleCaLinePayload[] {
  return CA_LINE_GROUPS.flatMap((g) =>
    CA_DEFAULT_LINES[g].map(([line_key, label]) => ({
      group_code: g,
      line_key,
      label,
      col_a: null,
      col_b: null,
      col_c: null,
      notes: null,
    })),
  );
}

/** The return's Schedule CA of the tax year; a first visit (404) creates it with the defaults. */
export async function loadOrCreateScheduleCa(id: string, year: number): Promise<ScheduleCaRecord> {
  try {
    return await api.get<ScheduleCaRecord>(`/api/form1040/${id}/ca/schedule_ca?tax_year=${String(year)}`);
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 404) throw err;
  }
  try {
    return await api.post<ScheduleCaRecord>('/api/ca/schedule_ca', {
      form1040_id: Number(id),
      tax_year: year,
      filing_status: 'S',
      will_itemize_for_ca: false,
      lines: defaultCaLines(),
    });
  } catch (err) {
    throw new ScheduleCaCreateError(err);
  }
}

/** The schedule could not be created: it reads 'not available' rather than 'failed to load'. */
export class ScheduleCaCreateError extends Error {
  constructor(readonly reason: unknown) {
    super('create failed');
  }
}

export const saveScheduleCa = (recordId: number, body: ScheduleCaSave) =>
  api.put<ScheduleCaRecord>(`/api/ca/schedule_ca/${recordId}/lines`, body);

export const autofillScheduleCa = (recordId: number) =>
  api.post<ScheduleCaRecord>(`/api/ca/schedule_ca/${recordId}/autofill`);

export const scheduleCaPdfUrl = (recordId: number) => `/api/ca/schedule_ca/${recordId}/pdf`;
