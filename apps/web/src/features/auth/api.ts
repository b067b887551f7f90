import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, Me, RegisterRequest, User } from '@taxprep/contracts';
import { api, ApiError } from '../../api/client';
import { clearSession, SESSION_KEYS, storeSession } from '../../api/session';

export const authKeys = {
  check: ['auth', 'check'] as const,
  me: ['auth', 'me'] as const,
};

interface AuthCheck {
  success: boolean;
  user: User;
}
interface Message {
  message?: string;
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

export interface LoginResponse {
  user?: User;
  token?: string;
  message?: string;
}

export function useLogin() {
  return useMutation({
    mutationFn: (values: LoginRequest) => api.post<LoginResponse>('/api/login', values, { public: true }),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (values: RegisterRequest) =>
      api.post<{ message?: string; email?: string }>('/api/register', values, { public: true }),
  });
}

export function useVerifyCode() {
  return useMutation({
    mutationFn: (values: { email: string; code: string }) =>
      api.post<Message>('/api/pending/verify-code', values, { public: true }),
  });
}

export function useResendCode() {
  return useMutation({
    mutationFn: (email: string) => api.post<Message>('/api/resend-code', { email }, { public: true }),
  });
}

export function useEmailRequest(path: string) {
  return useMutation({
    mutationFn: (email: string) => api.post<Message>(path, { email }, { public: true }),
  });
}

export function useResetPassword(token: string) {
  return useMutation({
    mutationFn: (password: string) =>
      api.post<Message>(`/api/reset-password/${encodeURIComponent(token)}`, { password }, { public: true }),
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
