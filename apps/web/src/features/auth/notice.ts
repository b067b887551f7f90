/** A message handed to the sign-in page by whoever sent the visitor there. */
export interface Notice {
  message: string;
  kind?: 'info' | 'success' | 'error';
}

export function noticeFrom(state: unknown): Notice | null {
  if (!state || typeof state !== 'object') return null;
  const { message, kind } = state as Partial<Notice>;
  return typeof message === 'string' ? { message, kind } : null;
}
