/**
 * An error as it may be logged: the SQL text of a failed query stays (it helps to find the bug),
 * its parameter values do not (names, dates of birth, PINs), nor a driver's `detail` or the
 * quoted value in its message.
 */
export interface SafeError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: SafeError;
}

/** Drops a failed query's parameter list and masks quoted text (PostgreSQL quotes the bad value). */
function scrub(message: string): string {
  return message.split(/\r?\nparams:/)[0]!.replace(/"[^"]*"/g, '"…"');
}

export function safeError(err: unknown, depth = 0): SafeError {
  if (!(err instanceof Error)) return { type: typeof err, message: 'non-Error value thrown' };
  const message = scrub(err.message);
  const code = (err as { code?: unknown }).code;
  const out: SafeError = { type: err.name, message };
  if (typeof code === 'string') out.code = code;
  if (err.stack) {
    const frames = err.stack.split('\n').filter((l) => /^\s+at /.test(l));
    out.stack = [`${err.name}: ${message}`, ...frames].join('\n');
  }
  if (err.cause !== undefined && depth < 3) out.cause = safeError(err.cause, depth + 1);
  return out;
}
