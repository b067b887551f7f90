import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminUserSort,
  AdminUsersPage,
  UserActionResult,
  UserDeleteImpact,
  UserDeleteResult,
} from '@taxprep/contracts';
import { api } from '../../api/client';

const KEY = ['admin-users'] as const;

export interface UsersQuery {
  q: string;
  sort: AdminUserSort;
  dir: 'asc' | 'desc';
  page: number;
  perPage: number;
}

export function queryString(p: Omit<UsersQuery, 'page' | 'perPage'> & Partial<UsersQuery>): string {
  const s = new URLSearchParams({ sort: p.sort, dir: p.dir });
  if (p.q) s.set('q', p.q);
  if (p.page !== undefined) s.set('page', String(p.page));
  if (p.perPage !== undefined) s.set('per_page', String(p.perPage));
  return s.toString();
}

/** One page of users, searched and sorted by the server (the list may hold 100,000 users). */
export function useUsers(p: UsersQuery) {
  return useQuery({
    queryKey: [...KEY, p],
    queryFn: ({ signal }) => api.get<AdminUsersPage>(`/api/admin/users?${queryString(p)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDeleteImpact(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'impact', id],
    queryFn: () => api.get<UserDeleteImpact>(`/api/admin/users/${id}/delete-impact`),
    enabled: id !== null,
    staleTime: 0,
  });
}

export type UserAction =
  | { kind: 'role'; id: number; role: 'user' | 'agent' }
  | { kind: 'status'; id: number; active: boolean }
  | { kind: 'delete'; id: number };

/** Runs one action, then reloads the list. */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (a: UserAction): Promise<UserActionResult | UserDeleteResult> =>
      a.kind === 'role'
        ? api.put(`/api/admin/user-role/${a.id}`, { role: a.role })
        : a.kind === 'status'
          ? api.put(`/api/admin/user-status/${a.id}`, { is_active: a.active })
          : api.delete(`/api/admin/users/${a.id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
