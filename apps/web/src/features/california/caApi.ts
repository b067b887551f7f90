/**
 * The California 540, required-info and 540NR calls (spec 002 section 7). Every query lives under
 * ['form1040', id, 'ca', …] so a save anywhere in the return refreshes the sidebar and totals too.
 */
import { useQuery } from '@tanstack/react-query';
import type {
  Ca540NrSummary,
  Ca540Record,
  Ca540Summary,
  CaDependentRow,
  CaExemptions,
  Preflight,
  StateSubmission,
} from '@taxprep/contracts';
import { api, ApiError, NO_SERVER_WORDS } from '../../api/client';

/** The spec's 20 s limit for the 540 and required-info calls; a slow answer becomes a network error. */
export const CA_TIMEOUT_MS = 20_000;
const limit = () => ({ signal: AbortSignal.timeout(CA_TIMEOUT_MS) });
/** The app's client with the California time limit. */
export const caApi = {
  get: <T>(path: string) => api.get<T>(path, limit()),
  post: <T>(path: string, body?: unknown) => api.post<T>(path, body, limit()),
  put: <T>(path: string, body?: unknown) => api.put<T>(path, body, limit()),
  delete: <T>(path: string) => api.delete<T>(path, limit()),
};

export const caKey = (id: string, ...rest: string[]) => ['form1040', id, 'ca', ...rest];
export const ca540Path = (id: string, rest = '') => `/api/form1040/${id}/ca/540${rest}`;

/** A 404 means "not started": the screen shows its empty state instead of an error. */
export async function orNull<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

/** GET /form1040/{id}/ca/540 → {data}; null when there is no record yet. */
export function useCa540(id: string) {
  return useQuery({
    queryKey: caKey(id, '540'),
    queryFn: async () => {
      const res = await orNull(caApi.get<{ data: Ca540Record | null }>(ca540Path(id)));
      return res?.data ?? null;
    },
  });
}

export function useCa540Summary(id: string) {
  return useQuery({
    queryKey: caKey(id, '540', 'summary'),
    queryFn: () => orNull(caApi.get<Ca540Summary>(ca540Path(id, '/summary'))),
  });
}

export function useExemptions(id: string) {
  return useQuery({
    queryKey: caKey(id, '540', 'exemptions'),
    queryFn: async () => {
      const res = await orNull(
        caApi.get<CaExemptions | { data: CaExemptions }>(ca540Path(id, '/exemptions')),
      );
      return res && 'data' in res ? res.data : res;
    },
  });
}

export function useCaDependents(id: string) {
  return useQuery({
    queryKey: caKey(id, '540', 'dependents'),
    queryFn: async () => {
      const res = await orNull(
        caApi.get<{ data: CaDependentRow[] } | CaDependentRow[]>(ca540Path(id, '/dependents')),
      );
      return Array.isArray(res) ? res : (res?.data ?? []);
    },
  });
}

export interface ContributionList {
  data: { id: number; code: number; amount: string }[];
  total: string;
}

export function useContributions(id: string) {
  return useQuery({
    queryKey: caKey(id, '540', 'contributions'),
    queryFn: async () =>
      (await orNull(caApi.get<ContributionList>(ca540Path(id, '/contributions')))) ?? {
        data: [],
        total: '0.00',
      },
  });
}

/**
 * The latest state submission. Only asked for once the summary says one exists: ensure creates a
 * Pending record when there is none, and merely opening the screen should not do that.
 */
export function useLatestSubmission(id: string, exists: boolean) {
  return useQuery({
    queryKey: caKey(id, '540', 'submission'),
    enabled: exists,
    queryFn: () => ensureSubmission(id),
  });
}

export async function ensureSubmission(id: string): Promise<StateSubmission> {
  const res = await caApi.post<StateSubmission | { data: StateSubmission }>(`/api/state/ensure/ca540/${id}`);
  return 'data' in res ? res.data : res;
}

/** An administrator reopens an accepted California return (audited on the server). */
export const reopenState = (id: string) =>
  caApi.post<{ message: string; status: string }>(`/api/form1040/${id}/ca/reopen`);
export const preflight = (id: string) => caApi.get<Preflight>(ca540Path(id, '/preflight'));

export interface RequiredInfoAnswer {
  data: Record<string, boolean | string | null>;
  ready: boolean;
  missing: string[];
  renter_credit: { agi_limit: string; ca_agi: string; likely_eligible: boolean };
}
export const requiredInfoPath = (id: string) => `/api/form1040/${id}/ca/required-info`;

export function useRequiredInfo(id: string) {
  return useQuery({
    queryKey: caKey(id, 'required-info'),
    queryFn: () => orNull(caApi.get<RequiredInfoAnswer>(requiredInfoPath(id))),
  });
}

export type Ca540NrRecord = Record<string, string | number | boolean | null | unknown[]>;
export function useCa540Nr(id: string) {
  return useQuery({
    queryKey: caKey(id, '540nr'),
    queryFn: async () => {
      const res = await orNull(
        caApi.get<{ data: Ca540NrRecord | null } | Ca540NrRecord>(`/api/ca/540nr?form1040_id=${id}`),
      );
      if (res && 'data' in res && !Array.isArray(res.data)) return (res.data as Ca540NrRecord | null) ?? null;
      return (res as Ca540NrRecord | null) ?? null;
    },
  });
}

/** The 540NR summary; the answer may be nested under data. */
export function useCa540NrSummary(id: string) {
  return useQuery({
    queryKey: caKey(id, '540nr', 'summary'),
    queryFn: async () => {
      const res = await orNull(
        caApi.get<{ data: Ca540NrSummary } | Ca540NrSummary>(`/api/ca/540nr/summary?form1040_id=${id}`),
      );
      return res && 'data' in res ? res.data : res;
    },
  });
}

/** Downloads the state PDF under the server's file name (content-disposition), else CA540.pdf. */
export async function downloadPdf(path: string, fallbackName: string): Promise<void> {
  const res = await fetch(path, { credentials: 'include' });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { error?: string; message?: string };
    throw new ApiError(res.status, body.error ?? body.message ?? NO_SERVER_WORDS);
  }
  const name =
    /filename="?([^";]+)"?/i.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
