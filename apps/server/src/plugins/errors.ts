import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorSchema, MSG } from '@taxprep/contracts';
import { cutLongText, findBadText, MAX_TEXT_LENGTH } from '../lib/text';
import { safeError } from '../lib/safe-error';
import { HttpError } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The message of this route's 400 for a refused body, from all its issues, where the spec words
     * it for the whole form ('Please fix 2 issue(s) before saving.'); otherwise the first issue's.
     */
    issuesMessage?: (issues: readonly { path: string; message: string }[]) => string | undefined;

    /** The longest string the route takes, when more than MAX_TEXT_LENGTH (a CSV file). */
    maxTextLength?: number;
  }
}

/** Error answers every route may give, for the OpenAPI document. */
export const errorResponses = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  429: errorSchema,
} as const;

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

function dedupe(issues: { path: string; message: string }[]) {
  const seen = new Set<string>();
  return issues.filter((i) => !seen.has(`${i.path}\0${i.message}`) && seen.add(`${i.path}\0${i.message}`));
}

function issuesOf(validation: ValidationIssue[]) {
  return dedupe(
    validation.map((v) => {
      const path =
        v.params?.issue?.path?.map(String).join('.') ??
        v.instancePath?.replace(/^\//, '').replace(/\//g, '.') ??
        '';
      return { path, message: v.params?.issue?.message ?? v.message ?? 'Invalid value' };
    }),
  );
}

/** A route's 400 that counts the fields to fix, with the spec's sentence for that count. */
export function countedIssues(fix: (n: number) => string) {
  return (issues: readonly { path: string }[]) => fix(new Set(issues.map((i) => i.path)).size);
}

function messageOf(req: FastifyRequest, issues: { path: string; message: string }[]): string {
  // A body of the wrong shape (its issue has no field path) says so, not "fix 1 issue(s)".
  const fields = issues.length > 0 && issues.every((i) => i.path !== '');
  const whole = fields ? req.routeOptions.config?.issuesMessage?.(issues) : undefined;
  return whole ?? issues[0]?.message ?? 'Invalid request.';
}

const tooLong = (path: string) =>
  new HttpError(400, MSG.textTooLong, { issues: [{ path, message: MSG.textTooLong }] });

/**
 * Every failure becomes `{error}` JSON. Bad input is the client's fault and is answered 4xx
 * with the rule it broke, never 500; only real faults are 500, logged with their stack.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | HttpError | z.ZodError, req, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send({ error: err.message, ...err.extra });
    }
    if (err instanceof z.ZodError) {
      const issues = dedupe(
        err.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
      );
      return reply.code(400).send({ error: messageOf(req, issues), issues });
    }
    const fe = err as FastifyError & { validation?: ValidationIssue[]; validationContext?: string };
    if (fe.validation) {
      const issues = issuesOf(fe.validation);
      // A path that names no possible record (an id of 0, "abc" or past the integer range) is not found.
      if (fe.validationContext === 'params') {
        return reply.code(404).send({ error: issues[0]?.message ?? 'Invalid request.', issues });
      }
      return reply.code(400).send({ error: messageOf(req, issues), issues });
    }
    const status = fe.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ error: 'Too many attempts. Please wait a minute and try again.' });
    }
    if (status >= 400 && status < 500) {
      const message =
        fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The request body is not valid JSON.'
          : fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'The request body is too large.'
            : fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Unsupported content type; send JSON.'
              : fe.message;
      return reply.code(status).send({ error: message });
    }
    req.log.error({ error: safeError(err) }, 'request failed');
    return reply.code(500).send({ error: 'Something went wrong on our side. Please try again.' });
  });

  // NUL bytes, unpaired surrogates and overlong text are dealt with here, before any schema (and
  // so any pattern), route or the database sees them. Overlong text in a body is cut to just past
  // the limit, so its field's own check answers with its own message ("PTIN must be 8 digits.");
  // a body with such text that passes all the same is refused below, before any handler.
  const cut = new WeakMap<object, string>();
  app.addHook('preValidation', async (req) => {
    const max = req.routeOptions.config.maxTextLength ?? MAX_TEXT_LENGTH;
    for (const part of [req.params, req.query, req.body]) {
      const found = findBadText(part, part === req.body ? Infinity : max);
      if (found?.fault === 'bad') throw new HttpError(400, MSG.badText);
      if (found) throw tooLong(found.path);
    }
    const at = cutLongText(req.body, max);
    if (at !== null) cut.set(req, at);
  });
  app.addHook('preHandler', async (req) => {
    const at = cut.get(req);
    if (at !== undefined) throw tooLong(at);
  });

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.method !== 'GET') {
      return reply.code(404).send({ error: 'Not found.' });
    }
    return reply.callNotFound();
  });
}
