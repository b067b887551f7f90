import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { signInAdmin } from './helpers/accounts';
import { call, filer, preparer, type Auth } from './helpers/returns';

let t: TestApp;
let admin: Auth;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAdmin(t)).auth;
});
afterAll(async () => {
  await t.close();
});

const FIRM = {
  ptin: '12345678',
  self_employed: false,
  firm_name: 'Acme Tax',
  firm_address: '1 Main St, Springfield',
  firm_ein: '12-3456789',
  phone: '(555) 123-4567',
};

describe('POST /api/{role}/preparer-profile', () => {
  it('answers the rule each bad field broke, with the spec’s message', async () => {
    const p = await preparer(t);
    const api = call(t, p.auth);
    const cases: [object, string, string][] = [
      [{ ...FIRM, firm_ein: '12-34' }, 'firm_ein', MSG.firmEin],
      [{ ...FIRM, firm_ein: 123456789 }, 'firm_ein', MSG.firmEin],
      [{ ...FIRM, firm_ein: '12-3456789x' }, 'firm_ein', MSG.firmEin],
      [{ ...FIRM, ptin: '1234567' }, 'ptin', MSG.ptin],
      [{ ...FIRM, ptin: 12345678 }, 'ptin', MSG.ptin],
      [{ ...FIRM, ptin: undefined }, 'ptin', MSG.ptin],
      [{ ...FIRM, ptin: '9'.repeat(100_000) }, 'ptin', MSG.ptin],
      [{ ...FIRM, phone: 'call me' }, 'phone', MSG.phone],
      [{ ...FIRM, phone: undefined }, 'phone', MSG.phone],
      [{ ...FIRM, firm_name: '' }, 'firm_name', MSG.firmRequired],
      [{ ...FIRM, firm_address: '  ' }, 'firm_address', MSG.firmRequired],
      [{ ...FIRM, firm_name: null, firm_address: null }, 'firm_name', MSG.firmRequired],
      [{ ...FIRM, firm_name: 'F'.repeat(201) }, 'firm_name', 'Firm name must be at most 200 characters.'],
      [{ ...FIRM, self_employed: 'yes' }, 'self_employed', 'Self-employed must be true or false.'],
    ];
    for (const [body, path, message] of cases) {
      const res = await api.post('/api/agent/preparer-profile', body);
      expect({ path, status: res.statusCode, error: res.json().error }).toEqual({
        path,
        status: 400,
        error: message,
      });
      expect(res.json().issues).toContainEqual({ path, message });
    }
    // The alias the setup screen uses answers the same way.
    const alias = await api.post('/api/api/admin/preparer-profile', { ...FIRM, firm_ein: '1-2' });
    expect(alias.statusCode).toBe(400);
    expect(alias.json().error).toBe(MSG.firmEin);
    // NUL bytes are refused before validation, never a 500.
    const nul = await api.post('/api/agent/preparer-profile', { ...FIRM, firm_name: 'A\u0000B' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error).toBe(MSG.badText);
  });

  it('saves a firm profile (EIN stored as nine digits) and a self-employed one', async () => {
    const p = await preparer(t);
    const api = call(t, p.auth);
    const saved = await api.post('/api/agent/preparer-profile', FIRM);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      message: 'Preparer profile saved successfully.',
      profile: { ...FIRM, firm_ein: '123456789' },
    });
    // Read back, the EIN is shown in its usual XX-XXXXXXX form.
    expect((await api.get('/api/agent/preparer-profile')).json()).toMatchObject({ firm_ein: '12-3456789' });

    // Self-employed: no firm needed, and a blank EIN is accepted.
    const solo = await api.post('/api/agent/preparer-profile', {
      ptin: '87654321',
      self_employed: true,
      firm_name: null,
      firm_address: null,
      firm_ein: '',
      phone: '555 000 1111',
    });
    expect(solo.statusCode).toBe(200);
    expect(solo.json().profile).toMatchObject({
      ptin: '87654321',
      self_employed: true,
      phone: '555 000 1111',
    });
  });

  it('an administrator keeps one too; a filer and the wrong role are refused', async () => {
    expect((await call(t, admin).post('/api/admin/preparer-profile', FIRM)).statusCode).toBe(200);
    const p = await preparer(t);
    expect((await call(t, p.auth).post('/api/admin/preparer-profile', FIRM)).statusCode).toBe(403);
    const f = await filer(t);
    expect((await call(t, f.auth).post('/api/agent/preparer-profile', FIRM)).statusCode).toBe(403);
  });
});
