import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaxYearsResponse } from '@taxprep/contracts';
import { api } from '../../api/client';
import { buildListQuery, type ListQuery } from './query';
import type {
  DashboardResponse,
  Filer,
  FiledListResponse,
  ReturnListItem,
  SubmitResponse,
} from '../../api/returnList';

export const returnKeys = {
  dashboard: ['dashboard'] as const,
  dashboardPage: (q: ListQuery) => ['dashboard', buildListQuery(q)] as const,
  canCreate: ['dashboard', 'can-create'] as const,
  taxYears: ['dashboard', 'tax-years'] as const,
  list: ['form1040-list'] as const,
  listPage: (q: ListQuery) => ['form1040-list', buildListQuery(q)] as const,
  filers: (search: string) => ['filers', search] as const,
};

export type ReturnsSource = 'dashboard' | 'list';

export interface ReturnsPage {
  rows: ReturnListItem[];
  total: number;
  /** Counting stopped at the cap: `total` is a lower bound. */
  totalCapped?: boolean;
  /** Only the dashboard answer says whether a new file may be started. */
  canCreate?: boolean;
}

/**
 * A page of returns from GET /api/dashboard or GET /api/form1040/list (same filters). Always
 * refetched when a screen opens, so totals changed in the wizard show at once.
 */
export function useReturns(source: ReturnsSource, q: ListQuery) {
  const qs = buildListQuery(q);
  return useQuery({
    queryKey: source === 'dashboard' ? returnKeys.dashboardPage(q) : returnKeys.listPage(q),
    queryFn: async ({ signal }): Promise<ReturnsPage> => {
      if (source === 'dashboard') {
        const d = await api.get<DashboardResponse>(`/api/dashboard?${qs}`, { signal });
        return {
          rows: d.form1040_list ?? [],
          total: d.total ?? 0,
          totalCapped: d.total_capped,
          canCreate: d.can_create,
        };
      }
      const d = await api.get<FiledListResponse>(`/api/form1040/list?${qs}`, { signal });
      return { rows: d.forms ?? [], total: d.total ?? 0, totalCapped: d.total_capped };
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Whether the signed-in user may start a file (individuals: one per year). */
export function useCanCreate(enabled = true) {
  return useQuery({
    queryKey: returnKeys.canCreate,
    enabled,
    staleTime: 0,
    queryFn: ({ signal }) =>
      api.get<DashboardResponse>('/api/dashboard?page=1&page_size=1', { signal }).then((d) => d.can_create),
  });
}

/** The years a return can be started for (latest first) and, for a filer, which are still free. */
export function useTaxYears() {
  return useQuery({
    queryKey: returnKeys.taxYears,
    staleTime: 0,
    queryFn: ({ signal }) => api.get<TaxYearsResponse>('/api/tax-years', { signal }),
  });
}

export function useFilers(search: string, enabled: boolean) {
  return useQuery({
    queryKey: returnKeys.filers(search),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.get<Filer[]>(`/api/filers${search ? `?search=${encodeURIComponent(search)}` : ''}`, { signal }),
  });
}

function useInvalidateLists() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: returnKeys.dashboard });
    void queryClient.invalidateQueries({ queryKey: returnKeys.list });
  };
}

export function useCreateReturn() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: ({
      filerId,
      taxYear,
      fromReturnId,
    }: {
      filerId?: number;
      taxYear?: number;
      fromReturnId?: number;
    }) =>
      api.post<{ id: number; message?: string }>('/api/form1040', {
        ...(filerId ? { filer_id: filerId } : {}),
        ...(taxYear ? { tax_year: taxYear } : {}),
        ...(fromReturnId ? { from_return_id: fromReturnId } : {}),
      }),
    onSuccess: invalidate,
  });
}

export function useSubmitReturn() {
  const invalidate = useInvalidateLists();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<SubmitResponse>(`/api/form1040/submit/${id}`),
    onSettled: (_data, _err, id) => {
      invalidate();
      // The sidebar badges follow the return's status.
      void queryClient.invalidateQueries({ queryKey: ['form1040', String(id)] });
    },
  });
}

export function useDeleteReturn() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message?: string }>(`/api/form1040/${id}`),
    onSuccess: invalidate,
  });
}

/** An administrator reopens an accepted return (audited on the server). */
export function useReopenReturn() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<{ message: string; status: string }>(`/api/form1040/${id}/reopen`, {}),
    onSuccess: invalidate,
  });
}
