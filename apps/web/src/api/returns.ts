import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

/** Every query of a return lives under ['form1040', id, …] so one invalidation refreshes them all. */
export const returnKey = (id: string, ...rest: (string | number)[]) => ['form1040', id, ...rest];

export interface Versioned {
  version: number;
}
export interface Saved {
  message: string;
  version?: number;
  /** What was unusual about a saved document (saved all the same), each naming its box. */
  warnings?: string[];
}

/** GET of one part of a return (path relative to /api/form1040/{id}). */
export function useReturnPart<T>(id: string, part: string, path = `/api/form1040/${id}/${part}`) {
  return useQuery({ queryKey: returnKey(id, part), queryFn: () => api.get<T>(path) });
}

/**
 * A save of a return's data. On success every query of the return is refreshed, so the sidebar,
 * the top-bar totals and the summary show the new figures.
 */
export function useSaveReturn<TBody, TRes = Saved>(
  id: string,
  method: 'put' | 'post' | 'delete',
  path: string | ((body: TBody) => string),
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => {
      const p = typeof path === 'function' ? path(body) : path;
      if (method === 'delete') return api.delete<TRes>(p);
      return api[method]<TRes>(p, body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['form1040', id] }),
  });
}
