import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

export interface Answer {
  method: string;
  /** The route as registered, `/api/form1040/:id/summary`. */
  route: string;
  status: number;
}

type RouteSchema = { hide?: boolean; response?: Record<string, unknown> } | undefined;

const isFile = (s: unknown) => typeof s === 'object' && s !== null && 'content' in s && !('safeParse' in s);

/**
 * Every answer a test app gives, checked against what its route documents (the route's
 * `schema.response`, from which the OpenAPI document is generated): a status the route does not
 * list, or a JSON body its schema refuses, is a fault. The test app fails its `close()` on any.
 */
export function answerRecorder() {
  const answers: Answer[] = [];
  const faults: string[] = [];
  const install = (app: FastifyInstance) => {
    app.addHook('onSend', async (req, reply, payload) => {
      const route = req.routeOptions.url;
      const schema = req.routeOptions.schema as RouteSchema;
      // The not-found handler, the docs pages and the web app's files are not operations of the API.
      if (!route?.startsWith('/api/') || route.startsWith('/api/docs') || !schema || schema.hide)
        return payload;
      const status = reply.statusCode;
      answers.push({ method: req.method, route, status });
      const documented = schema.response?.[status];
      const call = `${req.method} ${route} answered ${status}`;
      if (!documented) {
        faults.push(`${call}, which its route does not document: ${String(payload).slice(0, 200)}`);
        return payload;
      }
      const type = String(reply.getHeader('content-type') ?? '');
      const encoded = reply.getHeader('content-encoding');
      if (isFile(documented)) {
        if (type.includes('json')) faults.push(`${call} in JSON, documented as a file`);
        return payload;
      }
      if (!type.includes('application/json') || encoded || req.method === 'HEAD') return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const checked = (documented as z.ZodType).safeParse(JSON.parse(String(payload)));
      if (!checked.success) {
        const issue = checked.error.issues[0];
        faults.push(`${call} with a body its schema refuses: ${issue?.path.join('.')} ${issue?.message}`);
      }
      return payload;
    });
  };
  return { install, answers, faults };
}
