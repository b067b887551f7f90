import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Me, PreparerProfile } from '@taxprep/contracts';
import { api, ApiError } from '../../api/client';
import { SESSION_KEYS } from '../../api/session';
import { authKeys } from '../../api/auth';

export type ProfileRole = 'agent' | 'admin';

export interface SavedProfile {
  ptin: string;
  self_employed: boolean;
  firm_name: string | null;
  firm_address: string | null;
  firm_ein: string | null;
  phone: string;
}

/** The saved profile, or null when the preparer has none yet (404). */
export function usePreparerProfile(role: ProfileRole) {
  return useQuery({
    queryKey: ['preparer-profile', role],
    queryFn: async () => {
      try {
        const data = await api.get<SavedProfile | { profile: SavedProfile }>(`/api/${role}/preparer-profile`);
        return data && 'profile' in data ? data.profile : data;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
  });
}

export function useSavePreparerProfile(role: ProfileRole) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: PreparerProfile) =>
      api.post<{ message?: string; profile?: SavedProfile }>(`/api/${role}/preparer-profile`, profile),
    onSuccess: () => {
      sessionStorage.setItem(SESSION_KEYS.hasPreparerProfile, 'true');
      // The guard reads this flag; update it now so the dashboard is not refused.
      queryClient.setQueryData<Me>(authKeys.me, (me) => (me ? { ...me, has_preparer_profile: true } : me));
      queryClient.invalidateQueries({ queryKey: ['preparer-profile', role] });
    },
  });
}
