import { MSG } from '@taxprep/contracts';
import { ApiError, errorText } from '../../api/client';
import { hasSession } from '../../api/session';

export const F1099_MSG = {
  submitted: 'Form 1099 submitted!',
  pleaseLogIn: 'Please log in to submit Form 1099.',
  optionsFailed: 'Could not load Form 1040 options.',
  submitFailed: 'Submission failed. Please try again.',
} as const;

/** The spec's texts for a failed 1099 submission. */
export function submitErrorText(err: unknown): string {
  if (err instanceof ApiError && err.status === 401)
    return hasSession() ? MSG.sessionExpired : F1099_MSG.pleaseLogIn;
  return errorText(err, F1099_MSG.submitFailed);
}
