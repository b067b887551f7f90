import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminFormSort, AdminFormsPage } from '@taxprep/contracts';
import { api } from '../../api/client';

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
