import { MSG } from '@taxprep/contracts';
import { clearSession } from './session';

export interface FieldIssue {
  path: string;
  message: string;
}

/** A failed call: `message` is the server's error text, or a fallback when it sent none. */
export class ApiError extends Error {
  readonly status: number;
  readonly issues: FieldIssue[];

  constructor(status: number, message: string, issues: FieldIssue[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.issues = issues;
  }
}

export interface RequestOptions {
  /**
   * Public calls (sign-in, registration, the session check itself) handle 401 themselves;
   * on any other call a 401 means the session ended.
   */
  public?: boolean;
  signal?: AbortSignal;
}

type ExpiredHandler = () => void;
let onSessionExpired: ExpiredHandler = () => {
  window.location.assign('/login');
};

/** The router registers a handler so an expired session can redirect with a message. */
export function setSessionExpiredHandler(handler: ExpiredHandler): void {
  onSessionExpired = handler;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A failed call the server gave no words for: a sentence, never its status code. */
export const NO_SERVER_WORDS = 'The request could not be completed. Please try again.';

function errorFrom(status: number, body: unknown): ApiError {
  const obj = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const text =
    (typeof obj.error === 'string' && obj.error) ||
    (typeof obj.message === 'string' && obj.message) ||
    (status === 429 ? MSG.tooManyRequests : '') ||
    (status === 401 ? MSG.sessionExpired : '') ||
    (status === 403 ? MSG.forbidden : '') ||
    NO_SERVER_WORDS;
  const issues = Array.isArray(obj.issues) ? (obj.issues as FieldIssue[]) : [];
  return new ApiError(status, text, issues);
}

export async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'Network error. Please check your connection and try again.');
  }

  const data = await readBody(res);
  if (res.ok) return data as T;
  if (res.status === 401 && !options.public) {
    clearSession();
    onSessionExpired();
  }
  throw errorFrom(res.status, data);
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body ?? {}, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, body ?? {}, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};

/** The text to show for a failed call: the server's words, else the screen's own fallback. */
export function errorText(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.status !== 0 && err.message !== NO_SERVER_WORDS) return err.message;
  if (err instanceof ApiError && err.status === 0) return err.message;
  return fallback;
}
