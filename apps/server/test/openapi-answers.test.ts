import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { createTestApp, type TestApp } from './helpers/app';
import { signInAdmin } from './helpers/accounts';
import { completeSingleReturn, filer, type Auth } from './helpers/returns';
import { registeredRoutes, type Route } from './helpers/routes';

type Responses = Record<string, { content?: Record<string, { schema?: { format?: string } }> }>;
type Doc = { paths: Record<string, Record<string, { responses: Responses }>> };

let t: TestApp;
let doc: Doc;
let me: Auth;
let admin: Auth;
let own: number;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Doc>();
  me = (await filer(t)).auth;
  admin = (await signInAdmin(t)).auth;
  own = (await completeSingleReturn(t, me)).id;
});
afterAll(async () => {
  // close() fails when any answer below was one its route does not document (helpers/answers.ts).
  await t.close();
});

/** The calls that answer without a session. */
const PUBLIC = new Set([
  'GET /api/health',
  'POST /api/login',
  'POST /api/logout',
  'POST /api/pending/verify-code',
  'POST /api/register',
  'POST /api/request-password-reset',
  'POST /api/request-username',
  'POST /api/resend-code',
  'POST /api/reset-password/:token',
]);
const FILES = ['application/pdf', 'application/xml', 'application/zip'];
const openapiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      responses: op.responses,
    })),
  );
const codesOf = (r: Route) =>
  Object.keys(doc.paths[openapiPath(r.path)]?.[r.method.toLowerCase()]?.responses ?? {});
const urlOf = (r: Route, id: string) =>
  r.path.replace(/:[A-Za-z]+/g, (p) => (p === ':key' ? 'f1040.l1a' : p === ':form' ? 'schedule_1' : id));
const hasBody = (r: Route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method);

describe('the OpenAPI document', () => {
  it('gives every operation a 2xx answer with a schema, a file a binary one', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(240);
    const without = ops.filter(({ responses }) =>
      Object.entries(responses).every(
        ([code, r]) => !code.startsWith('2') || !Object.values(r.content ?? {}).some((m) => m.schema),
      ),
    );
    expect(without.map((o) => o.key)).toEqual([]);
    const files = ops.filter(({ responses }) => FILES.some((f) => responses['200']?.content?.[f]));
    // The return as PDF (4 paths), XML (2) and ZIP (2); one schedule; Schedule C (2); 1040-X (2); California (6).
    expect(files.length).toBe(19);
    for (const f of files) {
      const [media] = Object.values(f.responses['200']!.content!);
      expect(media!.schema!.format, f.key).toBe('binary');
    }
  });

  it('documents what each route can answer: its 2xx, and 400, 401, 404 and the body errors', () => {
    expect(Object.keys(doc.paths['/api/form1099']!.post!.responses)).toContain('201');
    expect(Object.keys(doc.paths['/api/form1099']!.post!.responses)).not.toContain('200');
    for (const r of registeredRoutes(t.app)) {
      const codes = codesOf(r);
      const call = `${r.method} ${r.path}`;
      expect(codes, call).toEqual(expect.arrayContaining(['400', '404']));
      if (!PUBLIC.has(call)) expect(codes, call).toEqual(expect.arrayContaining(['401', '403']));
      if (hasBody(r)) expect(codes, call).toEqual(expect.arrayContaining(['413', '415']));
    }
  });
});

describe('every route answers only what the document lists', () => {
  it('a stranger, a missing record, refused text and refused bodies, on every route', async () => {
    const json = { 'content-type': 'application/json' };
    const wrong: string[] = [];
    const session = (await filer(t)).auth;
    /** The answer to `request` as each session in turn (a filer, then an administrator: role guards come first). */
    const expectStatus = async (
      what: string,
      sessions: Auth[],
      request: (auth: Auth) => Promise<{ statusCode: number }>,
      ...statuses: number[]
    ) => {
      let got = 0;
      for (const auth of sessions) {
        got = (await request(auth)).statusCode;
        if (statuses.includes(got)) return;
      }
      wrong.push(`${what}: ${got}, not ${statuses.join(' or ')}`);
    };
    for (const r of registeredRoutes(t.app)) {
      const call = `${r.method} ${r.path}`;
      const url = urlOf(r, String(own));
      const send = (to: string, headers: Record<string, string>, payload?: string) =>
        t.app.inject({
          method: r.method as 'GET',
          url: to,
          headers,
          ...(payload === undefined ? {} : { payload }),
        });
      const body = hasBody(r) ? '{}' : undefined;
      // POST /api/logout ends the session it is called with: it is given one of its own.
      const sessions = call === 'POST /api/logout' ? [(await filer(t)).auth] : [session, admin];
      if (!PUBLIC.has(call)) {
        await expectStatus(`${call} without a session`, [{} as Auth], () => send(url, json, body), 401);
      }
      if (r.path.includes(':id')) {
        // A body route may refuse the empty body before it looks for the record.
        const missing = hasBody(r) ? [404, 400] : [404];
        await expectStatus(
          `${call} of id 0`,
          [admin],
          (a) => send(urlOf(r, '0'), { ...a, ...json }, body),
          ...missing,
        );
      }
      await expectStatus(
        `${call} with a NUL byte`,
        sessions,
        (a) => send(`${url}?search=a%00b`, { ...a, ...json }, body),
        400,
      );
      if (hasBody(r)) {
        const huge = `{"x":"${'a'.repeat(4 * 1024 * 1024)}"}`;
        await expectStatus(
          `${call} in text`,
          sessions,
          (a) => send(url, { ...a, 'content-type': 'text/plain' }, 'x'),
          415,
        );
        await expectStatus(`${call} of 4 MB`, sessions, (a) => send(url, { ...a, ...json }, huge), 413);
        const list = await send(url, { ...sessions[0]!, ...json }, '[1]');
        if (list.statusCode >= 500) wrong.push(`${call} with a list: ${list.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(t.faults).toEqual([]);
  }, 240_000);

  it("every reading call on the filer's own return, and the preparers' lists", async () => {
    const reads = registeredRoutes(t.app).filter((r) => r.method === 'GET' && !/zip|pdf|xml/.test(r.path));
    for (const r of reads) {
      for (const auth of [me, admin]) {
        const res = await t.app.inject({ method: 'GET', url: urlOf(r, String(own)), headers: auth });
        expect(res.statusCode, `GET ${r.path}`).toBeLessThan(500);
      }
    }
    const answered = t.answers.filter((a) => a.method === 'GET' && a.status === 200);
    for (const route of [
      '/api/form1040/:id/summary',
      '/api/form1040/:id/schedules',
      '/api/form1040/:id/income',
    ])
      expect(answered.map((a) => a.route)).toContain(route);
    expect(t.faults).toEqual([]);
  }, 240_000);

  it('the downloads, explain and the 1099 simple form answer what they document', async () => {
    const get = (url: string, auth = me) => t.app.inject({ method: 'GET', url, headers: auth });
    const pdf = await get(`/api/form1040/${own}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xml = await get(`/api/form1040/xml/${own}`);
    expect([xml.statusCode, xml.headers['content-type']]).toEqual([200, 'application/xml; charset=utf-8']);
    const user = (await get('/api/me')).json<{ id: number }>().id;
    const zip = await get(`/api/form1040/zip/${user}`);
    expect([zip.statusCode, zip.headers['content-type']]).toEqual([200, 'application/zip']);
    expect((await get(`/api/form1040/${own}/schedule_c/pdf`)).statusCode).toBe(404);
    expect((await get(`/api/form1040/${own}/ca/540/pdf`)).statusCode).toBe(200);
    expect((await get(`/api/form1040/${own}/explain/f1040.l1a`)).statusCode).toBe(200);
    expect((await get(`/api/form1040/${own}/explain/no.such`)).statusCode).toBe(404);

    const form1099 = {
      form1040_id: own,
      payer_name: 'Acme',
      recipient_name: 'Jane Doe',
      tin: '123-45-6789',
      amount: '100.00',
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/form1099',
      headers: me,
      payload: form1099,
    });
    expect(created.statusCode).toBe(201);
    expect((await get('/api/form1099')).statusCode).toBe(200);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/form1099/${created.json<{ id: number }>().id}`,
      headers: admin,
    });
    expect(gone.statusCode).toBe(200);
    expect(t.faults).toEqual([]);
  }, 120_000);

  it('a route that answers a status it does not list is a fault', async () => {
    const other = await createTestApp(
      {},
      {
        beforeRoutes: (app) => {
          app.get(
            '/api/test/teapot',
            {
              config: { public: true },
              schema: { response: { 200: z.object({ ok: z.boolean() }) } } as FastifySchema,
            },
            async (_req, reply) => reply.code(418).send({ error: 'I am a teapot.' }),
          );
        },
      },
    );
    await other.app.inject({ method: 'GET', url: '/api/test/teapot' });
    expect(other.faults).toEqual([expect.stringContaining('GET /api/test/teapot answered 418')]);
    await expect(other.close()).rejects.toThrow('Answers the OpenAPI document does not list');
  });
});
