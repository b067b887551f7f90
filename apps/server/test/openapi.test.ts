import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('OpenAPI document', () => {
  it('is generated from the zod schemas and lists every documented call', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(r.statusCode).toBe(200);
    const doc = r.json();
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/api/login',
      '/api/register',
      '/api/pending/verify-code',
      '/api/resend-code',
      '/api/request-password-reset',
      '/api/request-username',
      '/api/reset-password/{token}',
      '/api/api/admin/preparer-profile',
      '/api/dashboard',
      '/api/form1040',
      '/api/form1040/{id}/personal',
      '/api/form1040/{id}/filing-status',
      '/api/form1040/{id}/identity',
      '/api/form1040/{id}/refund',
      '/api/w2/add',
      '/api/schedule_a',
      '/api/form1099',
      '/api/form1040/submit/{id}',
      '/api/api/form1040/{id}/pdf',
      '/api/form1040/xml/{id}',
    ]) {
      expect(paths, p).toContain(p);
    }
    // Request bodies carry their fields.
    const body = doc.paths['/api/form1040/{id}/personal'].put.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['first_name', 'ssn', 'zip_code']));
  });

  it('serves the browsable docs page', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/html');
  });
});
