import { useState } from 'react';
import { errorText } from '../api/client';

/** The outcome of the last save: a success text, or the error and the text to show for it. */
export function useSaveStatus() {
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<{ err: unknown; message: string } | null>(null);
  return {
    success,
    error: error?.err ?? null,
    errorMessage: error?.message ?? null,
    succeed(message: string) {
      setError(null);
      setSuccess(message);
    },
    fail(err: unknown, fallback: string) {
      setSuccess(null);
      setError({ err, message: errorText(err, fallback) });
    },
    /** A message that is not about a call (e.g. 'Please fix the highlighted fields.'). */
    warn(message: string) {
      setSuccess(null);
      setError({ err: null, message });
    },
    clear() {
      setSuccess(null);
      setError(null);
    },
    /** Drops a warn() banner once the user changes what it was about; a failed call stays. */
    clearWarning() {
      setError((e) => (e && e.err === null ? null : e));
    },
  };
}
export type SaveStatus = ReturnType<typeof useSaveStatus>;
