/** An error that becomes a JSON answer `{error}` with the given status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (m: string) => new HttpError(400, m);
export const unauthorized = (m = 'Please log in.') => new HttpError(401, m);
export const forbidden = (m = 'You do not have permission to do that.') => new HttpError(403, m);
export const notFound = (m = 'Not found.') => new HttpError(404, m);
export const conflict = (m: string) => new HttpError(409, m);
export const tooMany = (m: string) => new HttpError(429, m);

/**
 * For `.catch` on the load of a record's return: a return the caller may not see (404) answers
 * exactly like a record that does not exist, so a record id reveals nothing about other filers.
 */
export const missingAs =
  (message = 'Not found.') =>
  (err: unknown): never => {
    throw err instanceof HttpError && err.statusCode === 404 ? notFound(message) : err;
  };
