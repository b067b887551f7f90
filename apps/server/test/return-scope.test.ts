import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { registeredRoutes } from './helpers/routes';
import { returnScopedRoutes } from '../src/plugins/return-scope';

/**
 * The only routes with an id in their path that may sit outside the return scope (plugins/
 * return-scope.ts), each for its reason. Anything else must be registered in the scope, so a new
 * route cannot skip the access guard.
 */
const OUTSIDE: [RegExp, string][] = [
  [/^\/api\/admin\//, 'ids of users, forms and brackets, behind the administrator check'],
  [/^(\/api)?\/api\/form1040\/zip\/:userId$/, "all of a user's returns at once (files.ts), keyed by user"],
  [
    /^(\/api)?\/api\/form1040\/(:id\/(pdf|xml|full-pdf|:form\/pdf|efile-check|submissions)|(pdf|xml|submit)\/:id)$/,
    'files.ts: downloads and e-file, still checking access themselves',
  ],
  [/^\/api\/form1040\/:id(\/reopen)?$/, 'returns.ts: the return itself (read, delete, reopen)'],
  [/^\/api\/form1040\/:id\/(summary|explain\/:key)$/, 'return-summary.ts: checks the session in its own SQL'],
  [/^\/api\/form1040\/:id\/access-log$/, 'audit.ts: the access log of a return, checked there'],
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the return scope', () => {
  it('holds every route with a return or record id in its path but the few listed outside it', () => {
    const scoped = returnScopedRoutes(t.app);
    const withId = registeredRoutes(t.app).filter((r) => /:(id|itemId|userId)\b/.test(r.path));
    const stray = withId
      .filter((r) => !scoped.has(`${r.method} ${r.path}`))
      .filter((r) => !OUTSIDE.some(([re]) => re.test(r.path)))
      .map((r) => `${r.method} ${r.path}`);
    expect(stray).toEqual([]);
    // The schedules, the 1040-X, the documents, the wizard and California are in the scope.
    for (const route of [
      'GET /api/form1040/:id/dependents/:itemId',
      'PUT /api/1099-misc/:id/assign',
      'GET /api/schedule_c/:id/1099-nec',
      'GET /api/form1040/:id/schedule_c',
      'PUT /api/schedule1/entries/:id',
      'GET /api/form1040x/:id',
      'DELETE /api/form1099/:id',
      'GET /api/form1040/:id/schedules',
      'PUT /api/form1040/:id/personal',
    ])
      expect(scoped).toContain(route);
  });
});
