import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BracketBody, TaxBracket } from '@taxprep/contracts';
import { api } from '../../api/client';

const KEY = ['tax-brackets'] as const;

export function useBrackets() {
  return useQuery({ queryKey: KEY, queryFn: () => api.get<TaxBracket[]>('/api/admin/tax-brackets') });
}

interface Saved {
  message: string;
  bracket: TaxBracket;
}

/** Creates (no id) or updates a bracket, then reloads the table. */
export function useSaveBracket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: BracketBody }) =>
      id === null
        ? api.post<Saved>('/api/admin/tax-brackets', body)
        : api.put<Saved>(`/api/admin/tax-brackets/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
