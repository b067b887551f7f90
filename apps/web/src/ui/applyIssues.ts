import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/client';

/** Puts the server's per-field messages (400 `issues`) next to the matching inputs. */
export function applyIssues<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (!(err instanceof ApiError)) return false;
  let applied = false;
  for (const issue of err.issues) {
    const name = String(issue.path).split('.')[0] ?? '';
    if (fields.includes(name)) {
      setError(name as Path<T>, { type: 'server', message: issue.message });
      applied = true;
    }
  }
  return applied;
}
