/**
 * Issue 22 item 25 through the API: an enum with no message of its own answers the product's
 * sentence, never zod's "Invalid option: expected one of "taxpayer"|"spouse"".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { singleReturn } from './helpers/returns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('messages in the product’s words', () => {
  it('a W-2 owner that is neither the taxpayer nor the spouse', async () => {
    const { id, api } = await singleReturn(t);
    const r = await api.post('/api/w2/add', { form1040_id: id, employer_name: 'Acme', owner: 'nobody' });
    expect(r.statusCode).toBe(400);
    const body = r.json<{ error: string; issues: { path: string; message: string }[] }>();
    expect(body.issues).toContainEqual({ path: 'owner', message: 'Choose one of the listed options.' });
    expect(JSON.stringify(body)).not.toMatch(/expected one of|Invalid option|Invalid input/);
  });
});
