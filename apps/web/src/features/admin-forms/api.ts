import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBasicInfo, AdminFormDetail, AdminFormSort, AdminFormsPage } from '@taxprep/contracts';
import { api, request } from '../../api/client';

const KEY = ['admin-forms'] as const;

export interface FormsQuery {
  q: string;
  type: string | null;
  status: string | null;
  sort: AdminFormSort;
  dir: 'asc' | 'desc';
  page: number;
  perPage: number;
}

export function formsQueryString(p: FormsQuery): string {
  const s = new URLSearchParams({
    sort: p.sort,
    dir: p.dir,
    page: String(p.page),
    per_page: String(p.perPage),
  });
  if (p.q) s.set('q', p.q);
  if (p.type) s.set('type', p.type);
  if (p.status) s.set('status', p.status);
  return s.toString();
}

/** One page of all forms, filtered, sorted and paged by the server. */
export function useForms(p: FormsQuery) {
  return useQuery({
    queryKey: [...KEY, p],
    queryFn: ({ signal }) => api.get<AdminFormsPage>(`/api/admin/forms?${formsQueryString(p)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Deletes one form (administrators only), then reloads the list. */
export function useDeleteForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (f: { type: string; id: number }) =>
      api.delete<{ message: string }>(`/api/admin/form/${encodeURIComponent(f.type)}/${f.id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/**
 * One form of any user, for the admin form pages. Kept apart from the list's key so a delete
 * reloading the list does not reload the deleted form's own page into a 404.
 */
const DETAIL_KEY = ['admin-form-detail'] as const;
export const formDetailKey = (type: string, id: string) => [...DETAIL_KEY, type, id] as const;
export function useFormDetail(type: string, id: string) {
  return useQuery({
    queryKey: formDetailKey(type, id),
    queryFn: ({ signal }) =>
      api.get<AdminFormDetail>(`/api/admin/form/${encodeURIComponent(type)}/${encodeURIComponent(id)}`, {
        signal,
      }),
    retry: false,
    // Staff pages show the form as it is now: others may have changed it since the last visit.
    staleTime: 0,
  });
}

/** Saves a return's basic info (name and address), then reloads the list and the details. */
export function useSaveBasicInfo(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminBasicInfo) =>
      request<{ message: string; version: number }>(
        'PATCH',
        `/api/admin/form/form1040/${encodeURIComponent(id)}/basic`,
        body,
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: KEY });
      await queryClient.invalidateQueries({ queryKey: DETAIL_KEY });
    },
  });
}
