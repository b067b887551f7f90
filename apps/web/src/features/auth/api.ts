import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, RegisterRequest, User } from '@taxprep/contracts';
import { api } from '../../api/client';

interface Message {
  message?: string;
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
