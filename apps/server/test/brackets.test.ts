import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, like } from 'drizzle-orm';
import { BRACKET_MSG, type TaxBracket } from '@taxprep/contracts';
import { auditLog, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { account, signInAdmin, signUp } from './helpers/accounts';
import { call, filer, preparer, type Auth } from './helpers/returns';

let t: TestApp;
let admin: Auth;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  const s = await signInAdmin(t);
  admin = s.auth;
  adminId = s.user.id;
});
afterAll(async () => {
  await t.close();
});

const calc = (auth: Auth, q: string, base = '/api/calculate-tax') => call(t, auth).get(`${base}?${q}`);

/**
 * Rev. Proc. 2023-34 §3.01, Tables 1-4 (tax year 2024): each bracket's upper edge and the tax there,
 * computed by hand as the tax at the previous edge plus the rate times the width between them.
 */
const EDGES: Record<string, [edge: number, tax: string, rateBelow: string, rateAbove: string][]> = {
  single: [
    [11_600, '1160.00', '0.1', '0.12'], // 11,600 × 10% = 1,160
    [47_150, '5426.00', '0.12', '0.22'], // 1,160 + 12% × (47,150 − 11,600 = 35,550) = 1,160 + 4,266
    [100_525, '17168.50', '0.22', '0.24'], // 5,426 + 22% × 53,375 = 5,426 + 11,742.50
    [191_950, '39110.50', '0.24', '0.32'], // 17,168.50 + 24% × 91,425 = 17,168.50 + 21,942
    [243_725, '55678.50', '0.32', '0.35'], // 39,110.50 + 32% × 51,775 = 39,110.50 + 16,568
    [609_350, '183647.25', '0.35', '0.37'], // 55,678.50 + 35% × 365,625 = 55,678.50 + 127,968.75
  ],
  married_joint: [
    [23_200, '2320.00', '0.1', '0.12'], // 23,200 × 10%
    [94_300, '10852.00', '0.12', '0.22'], // 2,320 + 12% × 71,100 = 2,320 + 8,532
    [201_050, '34337.00', '0.22', '0.24'], // 10,852 + 22% × 106,750 = 10,852 + 23,485
    [383_900, '78221.00', '0.24', '0.32'], // 34,337 + 24% × 182,850 = 34,337 + 43,884
    [487_450, '111357.00', '0.32', '0.35'], // 78,221 + 32% × 103,550 = 78,221 + 33,136
    [731_200, '196669.50', '0.35', '0.37'], // 111,357 + 35% × 243,750 = 111,357 + 85,312.50
  ],
  married_separate: [
    [11_600, '1160.00', '0.1', '0.12'], // as single up to 243,725
    [47_150, '5426.00', '0.12', '0.22'],
    [100_525, '17168.50', '0.22', '0.24'],
    [191_950, '39110.50', '0.24', '0.32'],
    [243_725, '55678.50', '0.32', '0.35'],
    [365_600, '98334.75', '0.35', '0.37'], // 55,678.50 + 35% × 121,875 = 55,678.50 + 42,656.25
  ],
  head_of_household: [
    [16_550, '1655.00', '0.1', '0.12'], // 16,550 × 10%
    [63_100, '7241.00', '0.12', '0.22'], // 1,655 + 12% × 46,550 = 1,655 + 5,586
    [100_500, '15469.00', '0.22', '0.24'], // 7,241 + 22% × 37,400 = 7,241 + 8,228
    [191_950, '37417.00', '0.24', '0.32'], // 15,469 + 24% × 91,450 = 15,469 + 21,948
    [243_700, '53977.00', '0.32', '0.35'], // 37,417 + 32% × 51,750 = 37,417 + 16,560
    [609_350, '181954.50', '0.35', '0.37'], // 53,977 + 35% × 365,650 = 53,977 + 127,977.50
  ],
};
// A qualifying surviving spouse uses the joint schedule (Rev. Proc. 2023-34 Table 1).
EDGES.surviving_spouse = EDGES.married_joint!;

describe('the calculator on the seeded 2024 rate schedules', () => {
  it('gives the Rev. Proc. 2023-34 tax and rate at every bracket edge of every status', async () => {
    const me = await filer(t);
    for (const [status, edges] of Object.entries(EDGES)) {
      const zero = await calc(me.auth, `year=2024&status=${status}&income=0`);
      expect(zero.json()).toMatchObject({ estimated_tax: '0.00', rate: '0.0000', marginal_rate: '0.1' });
      for (const [edge, tax, below, above] of edges) {
        // At the edge: still the lower bracket ("not over"), its tax is the table's figure.
        const at = await calc(me.auth, `year=2024&status=${status}&income=${edge}`);
        expect(at.statusCode, at.body).toBe(200);
        expect(at.json(), `${status} ${edge}`).toMatchObject({
          income: `${edge}.00`,
          estimated_tax: tax,
          marginal_rate: below,
          bracket: { income_max: `${edge}.00`, rate: below },
        });
        // One cent over: the next bracket, whose base tax is that same figure.
        const over = await calc(me.auth, `year=2024&status=${status}&income=${edge}.01`);
        expect(over.json(), `${status} ${edge}.01`).toMatchObject({
          base_tax: tax,
          marginal_rate: above,
          bracket: { income_min: `${edge}.00` },
        });
      }
    }
  });

  it('computes inside a bracket, the effective rate, and the top bracket', async () => {
    const me = await filer(t);
    const r = await calc(me.auth, 'year=2024&status=single&income=1000000');
    // 183,647.25 + 37% × (1,000,000 − 609,350 = 390,650) = 183,647.25 + 144,540.50 = 328,187.75;
    // effective 328,187.75 / 1,000,000 = 0.3282 (4 places).
    expect(r.json()).toMatchObject({
      message: BRACKET_MSG.calcDone,
      estimated_tax: '328187.75',
      rate: '0.3282',
      base_tax: '183647.25',
      marginal_rate: '0.37',
      bracket: { income_min: '609350.00', income_max: null },
      return_method: 'tax_computation_worksheet',
      // The worksheet rounds to whole dollars: 328,187.75 → 328,188.
      return_tax: '328188.00',
      matches_official_schedule: true,
    });
    expect(r.json().brackets).toHaveLength(7);
  });

  it('below $100,000 says the return uses the Tax Table and shows its figure', async () => {
    const me = await filer(t);
    const r = await calc(me.auth, 'year=2024&status=single&income=50000.00');
    // Brackets: 5,426 + 22% × (50,000 − 47,150 = 2,850) = 5,426 + 627 = 6,053; effective 0.12106 → 0.1211.
    // Tax Table row 50,000–50,050, middle 50,025: 5,426 + 22% × 2,875 = 6,058.50 → 6,059.
    expect(r.json()).toMatchObject({
      estimated_tax: '6053.00',
      rate: '0.1211',
      return_method: 'tax_table',
      return_tax: '6059.00',
    });
    expect(r.json().note).toContain('Tax Table');
    expect(r.json().note).toContain('$6,059.00');
    // At $100,000 the worksheet: 5,426 + 22% × 52,850 = 5,426 + 11,627 = 17,053.
    const w = await calc(me.auth, 'year=2024&status=single&income=100000');
    expect(w.json()).toMatchObject({
      estimated_tax: '17053.00',
      return_method: 'tax_computation_worksheet',
      return_tax: '17053.00',
    });
  });

  it('answers under /api/api too, and only to a signed-in user', async () => {
    const me = await filer(t);
    const a = await calc(me.auth, 'year=2024&status=head_of_household&income=20000');
    const b = await calc(
      me.auth,
      'year=2024&status=head_of_household&income=20000',
      '/api/api/calculate-tax',
    );
    // 1,655 + 12% × (20,000 − 16,550 = 3,450) = 1,655 + 414 = 2,069.
    expect(a.json().estimated_tax).toBe('2069.00');
    expect(b.json()).toEqual(a.json());
    const anon = await t.app.inject({
      method: 'GET',
      url: '/api/calculate-tax?year=2024&status=single&income=1',
    });
    expect(anon.statusCode).toBe(401);
  });

  it("says the spec's messages for a missing year, status and income", async () => {
    const me = await filer(t);
    const none = await calc(me.auth, '');
    expect(none.statusCode).toBe(400);
    expect(none.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'year', message: 'Select a year' },
        { path: 'status', message: 'Select a filing status' },
        { path: 'income', message: 'Income must be 0 or more' },
      ]),
    );
    const cases: [string, string][] = [
      ['year=2023&status=single&income=1', 'Select a year'],
      ['year=&status=single&income=1', 'Select a year'],
      ['year=2024&status=mfj&income=1', 'Select a filing status'],
      ['year=2024&status=single&income=-5', 'Income must be 0 or more'],
      ['year=2024&status=single&income=', 'Income must be 0 or more'],
      ['year=2024&status=single&income=1.234', 'Enter a valid amount (up to 2 decimals)'],
      ['year=2024&status=single&income=1e5', 'Enter a valid amount (up to 2 decimals)'],
    ];
    for (const [q, message] of cases) {
      const r = await calc(me.auth, q);
      expect(r.statusCode, q).toBe(400);
      expect(r.json().error, q).toBe(message);
    }
  });
});

const VALID = {
  tax_year: 2030,
  filing_status: 'single',
  income_min: '0',
  income_max: '10000',
  rate: 0.1,
  base_tax: '0',
};

describe('the bracket editor', () => {
  it('lists the 35 seeded brackets, filtered by year and status', async () => {
    const all = await call(t, admin).get('/api/admin/tax-brackets?year=2024');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toHaveLength(35);
    const single = await call(t, admin).get('/api/admin/tax-brackets?year=2024&status=single');
    expect(single.json().map((b: TaxBracket) => [b.income_min, b.income_max, b.rate, b.base_tax])).toEqual([
      ['0.00', '11600.00', '0.1', '0.00'],
      ['11600.00', '47150.00', '0.12', '1160.00'],
      ['47150.00', '100525.00', '0.22', '5426.00'],
      ['100525.00', '191950.00', '0.24', '17168.50'],
      ['191950.00', '243725.00', '0.32', '39110.50'],
      ['243725.00', '609350.00', '0.35', '55678.50'],
      ['609350.00', null, '0.37', '183647.25'],
    ]);
  });

  it("refuses each bad field with the spec's message", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ tax_year: 2017 }, 'tax_year', 'Enter a valid year (2018–2100)'],
      [{ tax_year: 2101 }, 'tax_year', 'Enter a valid year (2018–2100)'],
      [{ tax_year: 2024.5 }, 'tax_year', 'Enter a valid year (2018–2100)'],
      [{ filing_status: 'mfj' }, 'filing_status', 'Choose a valid status'],
      [{ income_min: '-1' }, 'income_min', 'Min must be 0 or more'],
      [{ income_min: null }, 'income_min', 'Min must be 0 or more'],
      [{ income_max: '-1' }, 'income_max', 'Max must be 0 or more'],
      [{ income_min: '500', income_max: '499.99' }, 'income_max', 'Max must be ≥ Min'],
      [{ rate: 1.01 }, 'rate', 'Rate must be 0–100%'],
      [{ rate: -0.1 }, 'rate', 'Rate must be 0–100%'],
      [{ rate: 'abc' }, 'rate', 'Rate must be 0–100%'],
      [{ base_tax: '-0.01' }, 'base_tax', 'Base tax must be 0 or more'],
    ];
    for (const [change, path, message] of cases) {
      const r = await call(t, admin).post('/api/admin/tax-brackets', { ...VALID, ...change });
      expect(r.statusCode, JSON.stringify(change)).toBe(400);
      expect(r.json().issues, JSON.stringify(change)).toContainEqual({ path, message });
    }
  });

  it('creates and updates a bracket (rate as a fraction), refuses duplicates, and audits both', async () => {
    const made = await call(t, admin).post('/api/admin/tax-brackets', { ...VALID, rate: '0.105' });
    expect(made.statusCode, made.body).toBe(201);
    const { message, bracket } = made.json();
    expect(message).toBe('Bracket created.');
    expect(bracket).toMatchObject({
      tax_year: 2030,
      income_min: '0.00',
      income_max: '10000.00',
      rate: '0.105',
      base_tax: '0.00',
    });
    const dup = await call(t, admin).post('/api/admin/tax-brackets', { ...VALID, income_min: '0.00' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe(BRACKET_MSG.duplicate);

    const put = await call(t, admin).put(`/api/admin/tax-brackets/${bracket.id}`, {
      ...VALID,
      income_max: null,
      rate: 0.37,
      base_tax: '12.34',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      message: 'Bracket updated.',
      bracket: { id: bracket.id, income_max: null, rate: '0.37', base_tax: '12.34' },
    });

    const entries = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, `tax_bracket:${bracket.id}`), eq(auditLog.actorId, adminId)));
    expect(entries.map((e) => e.action)).toEqual(['tax_bracket.create', 'tax_bracket.update']);
    expect(entries[1]!.detail).toMatchObject({ before: { rate: '0.105' }, after: { rate: '0.37' } });
  });

  it('answers 404 for a bracket that does not exist, however its id is written', async () => {
    for (const id of ['999999', '2147483648', '99999999999999999999', '0', 'abc']) {
      const r = await call(t, admin).put(`/api/admin/tax-brackets/${id}`, VALID);
      expect(r.statusCode, id).toBe(404);
      expect(r.json().error).toBe('Bracket not found.');
    }
  });

  it('an edited bracket feeds the calculator, which then says it differs from the official schedule', async () => {
    const list = await call(t, admin).get('/api/admin/tax-brackets?year=2024&status=married_separate');
    const first = (list.json() as TaxBracket[])[0]!;
    const edited = await call(t, admin).put(`/api/admin/tax-brackets/${first.id}`, {
      ...first,
      rate: '0.11',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const me = await filer(t);
    const r = await calc(me.auth, 'year=2024&status=married_separate&income=10000');
    // 11% × 10,000 = 1,100 by the edited table; the official schedule says 10% × 10,000 = 1,000,
    // and the Tax Table row 10,000–10,050 (middle 10,025 × 10% = 1,002.50 → 1,003).
    expect(r.json()).toMatchObject({
      estimated_tax: '1100.00',
      marginal_rate: '0.11',
      matches_official_schedule: false,
      return_tax: '1003.00',
    });
    expect(r.json().note).toContain('returns always use the official figures');
    // A gap left by an edit (nothing from 5,000 to 11,600) is said, not guessed.
    await call(t, admin).put(`/api/admin/tax-brackets/${first.id}`, { ...first, income_max: '5000' });
    const gap = await calc(me.auth, 'year=2024&status=married_separate&income=8000');
    expect(gap.statusCode).toBe(404);
    expect(gap.json().error).toBe('No tax bracket covers this income (Married filing separately, 2024).');
    await call(t, admin).put(`/api/admin/tax-brackets/${first.id}`, first);
    expect((await calc(me.auth, 'year=2024&status=married_separate&income=8000')).json().estimated_tax).toBe(
      '800.00', // 10% × 8,000 once restored
    );
  });

  it('documents the calls in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const p of [
      '/api/calculate-tax',
      '/api/api/calculate-tax',
      '/api/admin/tax-brackets',
      '/api/admin/tax-brackets/{id}',
    ])
      expect(Object.keys(doc.paths)).toContain(p);
  });
});

describe('who may use the bracket editor', () => {
  it('a filer gets 403 on every admin call; signed out is 401', async () => {
    const me = await filer(t);
    const c = call(t, me.auth);
    expect((await c.get('/api/admin/tax-brackets')).statusCode).toBe(403);
    expect((await c.post('/api/admin/tax-brackets', VALID)).statusCode).toBe(403);
    expect((await c.put('/api/admin/tax-brackets/1', VALID)).statusCode).toBe(403);
    expect((await call(t, {}).get('/api/admin/tax-brackets')).statusCode).toBe(401);
  });

  it('an approved preparer may edit; one still waiting for approval may not', async () => {
    const agent = await preparer(t);
    const made = await call(t, agent.auth).post('/api/admin/tax-brackets', { ...VALID, tax_year: 2031 });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().bracket.id as number;
    const put = await call(t, agent.auth).put(`/api/admin/tax-brackets/${id}`, {
      ...VALID,
      tax_year: 2031,
      rate: '0.2',
    });
    expect(put.statusCode).toBe(200);
    const audits = await t.db.db.select().from(auditLog).where(eq(auditLog.actorId, agent.user.id));
    expect(audits.map((a) => a.action)).toEqual(['tax_bracket.create', 'tax_bracket.update']);

    const pending = await signUp(
      t,
      account({ role: 'agent', ptin: '12345678', phone: '555 123 4567', self_employed: true }),
    );
    const [row] = await t.db.db.select().from(users).where(eq(users.id, pending.user.id));
    expect(row!.pendingApproval).toBe(true);
    expect((await call(t, pending.auth).get('/api/admin/tax-brackets')).statusCode).toBe(403);
  });
});

describe('hostile input', () => {
  it('never answers 5xx to odd years, statuses, amounts and text', async () => {
    const me = await filer(t);
    const odd = fc.constantFrom<unknown>(
      'ad\u0000min',
      '\ud800',
      '\u202e\u200b𝕏',
      'a'.repeat(50_000),
      '',
      '999999999999999.99',
      '1000000000000000',
      '99999999999999999999',
      '-0.001',
      '1e400',
      2 ** 63,
      1e308,
      -1,
      null,
      true,
      [],
      {},
    );
    const field = fc.constantFrom(
      'tax_year',
      'filing_status',
      'income_min',
      'income_max',
      'rate',
      'base_tax',
    );
    // Query text as it arrives on the wire: NUL, a lone surrogate, astral, overlong, repeated keys.
    const rawQuery = fc.constantFrom(
      '%00',
      'ad%00min',
      '%ED%A0%80',
      '%F0%9D%95%8F',
      'x'.repeat(50_000),
      '',
      '1e400',
      '-0.001',
      '99999999999999999999',
      '2024&year=2025',
      '%E2%80%AE',
    );
    await fc.assert(
      fc.asyncProperty(
        field,
        odd,
        fc.constantFrom('year', 'status', 'income'),
        rawQuery,
        async (f, v, q, raw) => {
          const body = JSON.stringify({ ...VALID, tax_year: 2040, [f]: v });
          const post = await t.app.inject({
            method: 'POST',
            url: '/api/admin/tax-brackets',
            headers: { ...admin, 'content-type': 'application/json' },
            payload: body,
          });
          expect(post.statusCode, body.slice(0, 200)).toBeLessThan(500);
          const params = { year: '2024', status: 'single', income: '1', [q]: raw };
          const query = Object.entries(params)
            .map(([k, x]) => `${k}=${x}`)
            .join('&');
          const get = await calc(me.auth, query);
          expect(get.statusCode, query.slice(0, 200)).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
    // The largest accepted income: 15 digits, computed exactly.
    const big = await calc(me.auth, 'year=2024&status=single&income=999999999999999.99');
    expect(big.statusCode).toBe(200);
    // 37% × (999,999,999,999,999.99 − 609,350 = 999,999,999,390,649.99) = 369,999,999,774,540.4963
    // → 369,999,999,774,540.50 (to the cent), plus the base 183,647.25 = 369,999,999,958,187.75.
    expect(big.json().estimated_tax).toBe('369999999958187.75');
    const rows = await t.db.db.select().from(auditLog).where(like(auditLog.action, 'tax_bracket.%'));
    expect(rows.length).toBeGreaterThan(0);
  });
});
