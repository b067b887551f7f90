/** What the OpenAPI document says each route answers: binary downloads, and the error answers every route shares. */
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@taxprep/contracts';

const BINARY = { type: 'string', format: 'binary' } as const;

/**
 * A file answer (a PDF, the XML, a ZIP). The route sends a Buffer or a non-JSON string, which Fastify
 * writes as it is: the schema below is never used to serialise, only to document the content type.
 */
export const binary = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: z.custom<Uint8Array | string>(() => true) } },
});

/**
 * A JSON answer the route writes itself, already encoded (and perhaps compressed): documented by
 * its schema, sent as the bytes it is.
 */
export const preEncoded = <T extends z.ZodType>(schema: T) =>
  schema as unknown as z.ZodType<z.output<T> | string | Uint8Array>;

type Transform = typeof jsonSchemaTransform;

/** zod's transform, with the file answers (`content` per media type) documented as binary strings. */
export const documentTransform: Transform = (input) => {
  const response = (input.schema?.response ?? undefined) as Record<string, unknown> | undefined;
  if (!response) return jsonSchemaTransform(input);
  const files: Record<string, { description: string; content: Record<string, unknown> }> = {};
  const rest: Record<string, unknown> = {};
  for (const [code, r] of Object.entries(response)) {
    if (r && typeof r === 'object' && 'content' in r && !(r instanceof z.ZodType)) {
      const { description, content } = r as { description: string; content: Record<string, unknown> };
      files[code] = {
        description,
        content: Object.fromEntries(Object.keys(content).map((type) => [type, { schema: BINARY }])),
      };
    } else rest[code] = r;
  }
  const out = jsonSchemaTransform({ ...input, schema: { ...input.schema, response: rest } } as typeof input);
  const schema = out.schema as { response?: Record<string, unknown> };
  if (Object.keys(files).length) schema.response = { ...files, ...schema.response };
  return out;
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The error answers a route can give without saying so in its own block: 400 (text no route takes:
 * a NUL byte, an unpaired surrogate), 404 (a path id that names no record), 401 and 403 (the session
 * and role guards), 409 (a stale version or a state that forbids the change), 413 and 415 (a body
 * too large, or not JSON) and 429 (a rate-limited call). A route's own schema for a code wins.
 */
export function documentErrors(route: RouteOptions) {
  const schema = route.schema as { hide?: boolean; response?: Record<string, unknown> } | undefined;
  if (!schema || schema.hide || !route.url.startsWith('/api/')) return;
  const methods = [route.method].flat();
  const isPublic = (route.config as { public?: boolean } | undefined)?.public === true;
  const codes = [400, 404];
  if (!isPublic) codes.push(401, 403);
  if (methods.some((m) => BODY_METHODS.has(m))) codes.push(409, 413, 415);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) codes.push(429);
  const response = (schema.response ??= {});
  for (const code of codes) response[code] ??= errorSchema;
}
