import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Form1099Row, form1099SimpleSchema } from '@taxprep/contracts';
import { api } from '../../api/client';
import type { DashboardResponse } from '../../api/returnList';

export type Form1099Input = z.input<typeof form1099SimpleSchema>;
export type Form1099Body = z.output<typeof form1099SimpleSchema>;

export type { Form1099Row };

const LIST_KEY = ['form1099'] as const;

/** The returns a 1099 can be linked to, newest first (the dashboard list, one large page). */
export function useForm1040Options() {
  return useQuery({
    queryKey: ['dashboard', 'options'],
    staleTime: 0,
    queryFn: ({ signal }) =>
      api
        .get<DashboardResponse>('/api/dashboard?sort=created_at&order=desc&page=1&page_size=200', { signal })
        .then((d) => d.form1040_list ?? []),
  });
}

export function useForm1099List() {
  return useQuery({
    queryKey: LIST_KEY,
    staleTime: 0,
    queryFn: ({ signal }) => api.get<Form1099Row[]>('/api/form1099', { signal }),
  });
}

export function useSubmitForm1099() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Form1099Body) => api.post<{ message?: string; id?: number }>('/api/form1099', body),
    onSuccess: (_data, body) => {
      void queryClient.invalidateQueries({ queryKey: LIST_KEY });
      // The sidebar's document list and the totals of that return change.
      void queryClient.invalidateQueries({ queryKey: ['form1040', String(body.form1040_id)] });
    },
  });
}

export function useDeleteForm1099() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: Form1099Row) => api.delete<{ message?: string }>(`/api/form1099/${row.id}`),
    onSuccess: (_data, row) => {
      void queryClient.invalidateQueries({ queryKey: LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: ['form1040', String(row.form1040_id)] });
    },
  });
}
