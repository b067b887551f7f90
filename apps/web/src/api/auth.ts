import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Me, User } from '@taxprep/contracts';
import { api, ApiError } from './client';
import { clearSession, SESSION_KEYS, storeSession } from './session';

// The session's queries and sign-out: the sign-in guard, the shell and the profile screen share them.

export const authKeys = {
  check: ['auth', 'check'] as const,
  me: ['auth', 'me'] as const,
};

interface AuthCheck {
  success: boolean;
  user: User;
}

async function fetchAuthCheck(): Promise<AuthCheck> {
  try {
    const data = await api.get<AuthCheck>('/api/auth/check', { public: true });
    if (!data?.success || !data.user) throw new ApiError(401, 'Please log in.');
    storeSession(data.user);
    return data;
  } catch (err) {
    // A failed check ends the session, so nothing stale survives in storage.
    if (err instanceof ApiError && (err.status === 401 || err.status === 403)) clearSession();
    throw err;
  }
}

export function useAuthCheck() {
  return useQuery({ queryKey: authKeys.check, queryFn: fetchAuthCheck, retry: false });
}

export function useMe(enabled: boolean) {
  return useQuery({
    queryKey: authKeys.me,
    enabled,
    queryFn: async () => {
      const me = await api.get<Me>('/api/me');
      sessionStorage.setItem(SESSION_KEYS.hasPreparerProfile, String(me.has_preparer_profile));
      return me;
    },
  });
}

/** Ends the session on the server and in the browser; the server may already have forgotten it. */
export function useLogout() {
  const queryClient = useQueryClient();
  return async () => {
    try {
      await api.post('/api/logout', {}, { public: true });
    } catch {
      // The local session is cleared regardless.
    }
    clearSession();
    queryClient.removeQueries();
  };
}
