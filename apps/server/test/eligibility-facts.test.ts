/**
 * The eligibility facts of issue 11 through the API: each answer saved and reloaded, validated with
 * the contracts' messages (never a 500), and its effect on the computed return. Figures are 2024's
 * (Rev. Proc. 2023-34; Form 1040 Tax Table; EIC Table; Schedule 8812, Form 8880 and Schedule R
 * instructions), computed by hand beside each test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ELIGIBILITY_MSG, MONEY_MSG, MSG } from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { call, filer, newReturn, PERSONAL, summaryLines } from './helpers/returns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Api = ReturnType<typeof call>;

/** A return with basic info, a filing status, a birth date and one W-2 of `wages`. */
async function returnWith(opts: { status: string; wages: string; dob: string; spouse?: boolean }) {
  const me = await filer(t);
  const api = call(t, me.auth);
  const id = await newReturn(t, me.auth);
  await api.put(`/api/form1040/${id}/personal`, PERSONAL);
  const spouse = opts.spouse
    ? { spouse_first_name: 'Sam', spouse_last_name: 'Doe', spouse_ssn: '987654321' }
    : {};
  expect(
    (await api.put(`/api/form1040/${id}/filing-status`, { filing_status: opts.status, ...spouse }))
      .statusCode,
  ).toBe(200);
  await api.put(`/api/form1040/${id}/identity`, { dob: opts.dob, spouse_dob: opts.spouse ? opts.dob : null });
  const w2 = await api.post('/api/w2/add', {
    form1040_id: id,
    employer_name: 'Acme',
    employer_ein: '12-3456789',
    wages: opts.wages,
    federal_income_tax: '0',
  });
  expect(w2.statusCode).toBe(201);
  return { id, api };
}

const lineOf = async (api: Api, id: number, key: string) => (await summaryLines(api, id))[key] ?? '0.00';
async function warnings(api: Api, id: number): Promise<string[]> {
  return (await api.get(`/api/form1040/${id}/summary`)).json<{ warnings: string[] }>().warnings;
}
async function issuesOf(r: { statusCode: number; json: () => unknown }) {
  expect(r.statusCode).toBe(400);
  return (r.json() as { issues: { path: string; message: string }[] }).issues.map(
    (i) => `${i.path}: ${i.message}`,
  );
}

const child = (over: object = {}) => ({
  first_name: 'Mia',
  last_name: 'Doe',
  ssn: '111223333',
  relationship: 'daughter',
  date_of_birth: '2016-05-10',
  months_lived_with: 12,
  qualifies_for_child_tax_credit: true,
  ...over,
});

describe('About you: each person’s facts', () => {
  it('starts at the defaults, saves, reloads, and keeps the spouse’s only on a joint return', async () => {
    const { id, api } = await returnWith({ status: 'single', wages: '10000', dob: '1990-01-01' });
    const first = (await api.get(`/api/form1040/${id}/about-you`)).json();
    expect(first).toMatchObject({
      joint: false,
      taxpayer_tin_type: 'ssn',
      taxpayer_full_time_student: false,
      taxpayer_retired_on_permanent_disability: false,
      taxpayer_taxable_disability_income: null,
    });
    const r = await api.put(`/api/form1040/${id}/about-you`, {
      taxpayer_tin_type: 'itin',
      taxpayer_full_time_student: true,
      taxpayer_retired_on_permanent_disability: true,
      taxpayer_taxable_disability_income: '1,500',
      spouse_tin_type: 'itin',
      version: first.version,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe('About you saved. Next: dependents.');
    const back = (await api.get(`/api/form1040/${id}/about-you`)).json();
    expect(back).toMatchObject({
      taxpayer_tin_type: 'itin',
      taxpayer_full_time_student: true,
      taxpayer_qualifying_child_of_another: false,
      taxpayer_retired_on_permanent_disability: true,
      taxpayer_taxable_disability_income: '1500.00',
      // Single: the spouse's answers are not kept.
      spouse_tin_type: 'ssn',
    });
    // A stale version is refused rather than overwriting.
    expect((await api.put(`/api/form1040/${id}/about-you`, { version: first.version })).statusCode).toBe(409);
  });

  it('validates with the contracts’ messages and never answers 500 to odd input', async () => {
    const { id, api } = await returnWith({ status: 'single', wages: '1000', dob: '1990-01-01' });
    const url = `/api/form1040/${id}/about-you`;
    expect(
      await issuesOf(
        await api.put(url, {
          taxpayer_tin_type: 'passport',
          taxpayer_retired_on_permanent_disability: true,
          taxpayer_taxable_disability_income: '-1',
          spouse_full_time_student: 'yes',
        }),
      ),
    ).toEqual([
      `taxpayer_tin_type: ${ELIGIBILITY_MSG.tinType}`,
      `taxpayer_taxable_disability_income: ${ELIGIBILITY_MSG.disabilityIncome}`,
      'spouse_full_time_student: Must be true or false',
    ]);
    for (const odd of ['itin\u0000', 'x'.repeat(100_000), '\ud800', 7, ['ssn'], { a: 1 }]) {
      const r = await api.put(url, { taxpayer_tin_type: odd });
      expect(r.statusCode).toBe(400);
    }
    expect((await api.put(url, { taxpayer_taxable_disability_income: '1e400' })).statusCode).toBe(400);
    expect((await api.get('/api/form1040/99999999999999999999/about-you')).statusCode).toBe(404);
    const other = call(t, (await filer(t)).auth);
    expect((await other.get(url)).statusCode).toBe(404);
    expect((await other.put(url, {})).statusCode).toBe(404);
  });

  it('an ITIN filer gets no earned income credit', async () => {
    // Single, 35, W-2 wages $10,000, no child. 2024 EIC with no qualifying child: 7.65% of earned
    // income up to $8,260 = $631.89; the phase-out starts at $10,330, so the EIC Table row
    // 10,000–10,050 gives $632 (Rev. Proc. 2023-34 §2.06).
    const { id, api } = await returnWith({ status: 'single', wages: '10000', dob: '1989-06-01' });
    expect(await lineOf(api, id, 'f1040.l27')).toBe('632.00');
    await api.put(`/api/form1040/${id}/about-you`, { taxpayer_tin_type: 'itin' });
    // Pub. 596 Rule 2: an ITIN is not a valid SSN for the EIC.
    expect(await lineOf(api, id, 'f1040.l27')).toBe('0.00');
    // An SSN with "Not valid for employment" issued for another reason still counts (IRC §32(m)).
    await api.put(`/api/form1040/${id}/about-you`, { taxpayer_tin_type: 'ssn_not_valid_for_employment' });
    expect(await lineOf(api, id, 'f1040.l27')).toBe('632.00');
    // The qualifying child of another person gets none (Pub. 596 Rule 10).
    await api.put(`/api/form1040/${id}/about-you`, { taxpayer_qualifying_child_of_another: true });
    expect(await lineOf(api, id, 'f1040.l27')).toBe('0.00');
  });
});

describe('Filing status: married filing separately', () => {
  it('saves the living-apart answers for MFS only, and the separated-spouse rule gives the EIC', async () => {
    const { id, api } = await returnWith({
      status: 'married filing separately',
      wages: '20000',
      dob: '1990-01-01',
      spouse: true,
    });
    expect((await api.post(`/api/form1040/${id}/dependents`, child())).statusCode).toBe(201);
    // MFS without the rule: no EIC (Pub. 596 Rule 3).
    expect(await lineOf(api, id, 'f1040.l27')).toBe('0.00');
    const fs = {
      filing_status: 'mfs',
      spouse_first_name: 'Sam',
      spouse_last_name: 'Doe',
      spouse_ssn: '987654321',
    };
    await api.put(`/api/form1040/${id}/filing-status`, { ...fs, mfs_separated_spouse_rule: true });
    expect((await api.get(`/api/form1040/${id}/filing-status`)).json()).toMatchObject({
      filing_status: 'married filing separately',
      mfs_separated_spouse_rule: true,
      mfs_lived_apart_all_year: false,
    });
    // One qualifying child, earned income and AGI $20,000: 34% of the first $12,390 = $4,212.60;
    // under the $22,720 phase-out start, so the EIC Table row 20,000–20,050 gives $4,213.
    expect(await lineOf(api, id, 'f1040.l27')).toBe('4213.00');
    // Another status drops the answers.
    await api.put(`/api/form1040/${id}/filing-status`, {
      filing_status: 'single',
      mfs_separated_spouse_rule: true,
    });
    expect((await api.get(`/api/form1040/${id}/filing-status`)).json().mfs_separated_spouse_rule).toBe(false);
    expect(
      await issuesOf(
        await api.put(`/api/form1040/${id}/filing-status`, { ...fs, mfs_lived_apart_all_year: 'y' }),
      ),
    ).toEqual(['mfs_lived_apart_all_year: Must be true or false']);
  });
});

describe('Dependents: number, citizenship and support', () => {
  it('saves and reloads the new facts, and validates them', async () => {
    const { id, api } = await returnWith({ status: 'single', wages: '50000', dob: '1985-01-01' });
    const made = await api.post(
      `/api/form1040/${id}/dependents`,
      child({ tin_type: 'itin', ssn: '912-70-1234', citizenship: 'resident_alien', months_in_us: 9 }),
    );
    expect(made.statusCode).toBe(201);
    const dep = made.json();
    const back = (await api.get(`/api/form1040/${id}/dependents/${dep.id}`)).json();
    expect(back).toMatchObject({
      tin_type: 'itin',
      ssn: '912701234',
      citizenship: 'resident_alien',
      months_in_us: 9,
      filer_provided_over_half_support: true,
      filed_joint_return: false,
      gross_income: null,
    });
    expect(
      await issuesOf(
        await api.put(`/api/form1040/${id}/dependents/${dep.id}`, {
          ...child(),
          tin_type: 'atin',
          ssn: '123456789',
          citizenship: 'elsewhere',
          months_in_us: 13,
          gross_income: '-6000',
        }),
      ),
    ).toEqual([
      `citizenship: ${ELIGIBILITY_MSG.citizenship}`,
      `months_in_us: ${ELIGIBILITY_MSG.monthsInUs}`,
      `gross_income: ${ELIGIBILITY_MSG.grossIncome}`,
      `ssn: ${ELIGIBILITY_MSG.atin}`,
    ]);
    expect(await issuesOf(await api.post(`/api/form1040/${id}/dependents`, child({ ssn: '' })))).toEqual([
      `ssn: ${MSG.ssn}`,
    ]);
    for (const odd of ['itin\u0000', 'y'.repeat(50_000), 12, ['itin']]) {
      const r = await api.post(`/api/form1040/${id}/dependents`, child({ tin_type: odd, gross_income: odd }));
      expect(r.statusCode).toBe(400);
    }
    // Null is "not answered": the defaults.
    const blank = await api.post(
      `/api/form1040/${id}/dependents`,
      child({ tin_type: null, gross_income: null }),
    );
    expect(blank.json()).toMatchObject({ tin_type: 'ssn', gross_income: null });
    // No number yet: nothing to enter, nothing kept.
    const none = await api.post(`/api/form1040/${id}/dependents`, child({ tin_type: 'none', ssn: '' }));
    expect(none.statusCode).toBe(201);
    expect(none.json()).toMatchObject({ tin_type: 'none', ssn: null });
  });

  it('an ITIN child gives the $500 credit for other dependents instead of the $2,000 child tax credit', async () => {
    // Single, wages $50,000: taxable income 50,000 − 14,600 = 35,400; Tax Table row 35,400–35,450
    // (midpoint 35,425): 1,160 + 12% × (35,425 − 11,600) = 1,160 + 2,859 = $4,019. One child under 17.
    const { id, api } = await returnWith({ status: 'single', wages: '50000', dob: '1985-01-01' });
    const dep = (await api.post(`/api/form1040/${id}/dependents`, child())).json();
    // With an SSN valid for work: child tax credit $2,000 (within the tax).
    expect(await lineOf(api, id, 'f1040.l19')).toBe('2000.00');
    await api.put(`/api/form1040/${id}/dependents/${dep.id}`, {
      ...child(),
      tin_type: 'itin',
      ssn: '912701234',
      version: dep.version,
    });
    // Schedule 8812: without an SSN valid for work the child counts for the $500 credit instead.
    expect(await lineOf(api, id, 'f1040.l19')).toBe('500.00');
    expect((await warnings(api, id)).join(' ')).toMatch(/Mia has an ITIN: the child tax credit needs an SSN/);
    // Tax 4,019 − 500 = 3,519.
    expect(await lineOf(api, id, 'f1040.l22')).toBe('3519.00');
    // The return says the same: Mia is listed for the other-dependents credit.
    const xml = (await api.get(`/api/form1040/xml/${id}`)).body;
    const detail = /<DependentDetail>[\s\S]*?<\/DependentDetail>/.exec(xml)?.[0] ?? '';
    expect(detail).toContain('<DependentSSN>912701234</DependentSSN>');
    expect(detail).toContain('<EligibleForODCInd>X</EligibleForODCInd>');
    expect(detail).not.toContain('EligibleForChildTaxCreditInd');
  });

  it('a qualifying relative with $6,000 of gross income is not a dependent', async () => {
    // Single, wages $50,000 (tax $4,019 as above). A parent the filer supports: $500 credit for
    // other dependents while the parent's gross income is under $5,050 (Pub. 501 (2024)).
    const { id, api } = await returnWith({ status: 'single', wages: '50000', dob: '1985-01-01' });
    const parent = {
      first_name: 'Rosa',
      last_name: 'Doe',
      ssn: '222334444',
      relationship: 'parent',
      date_of_birth: '1950-02-02',
      months_lived_with: 0,
      qualifies_for_other_credit: true,
      gross_income: '4000',
    };
    const dep = (await api.post(`/api/form1040/${id}/dependents`, parent)).json();
    expect(await lineOf(api, id, 'f1040.l19')).toBe('500.00');
    await api.put(`/api/form1040/${id}/dependents/${dep.id}`, { ...parent, gross_income: '6000' });
    // $6,000 is not less than $5,050: not a qualifying relative, so no credit.
    expect(await lineOf(api, id, 'f1040.l19')).toBe('0.00');
    expect((await warnings(api, id)).join(' ')).toMatch(
      /Rosa is not your dependent: .*gross income of \$6,000/,
    );
    // Under the limit but the filer did not pay over half the support: not a dependent either.
    await api.put(`/api/form1040/${id}/dependents/${dep.id}`, {
      ...parent,
      filer_provided_over_half_support: false,
    });
    expect(await lineOf(api, id, 'f1040.l19')).toBe('0.00');
  });
});

describe('Credits: Form 8880 and Schedule R amounts', () => {
  it('saves and reloads the amounts; the spouse’s only on a joint return', async () => {
    const { id, api } = await returnWith({ status: 'single', wages: '22000', dob: '1990-01-01' });
    const url = `/api/form1040/${id}/credits`;
    expect((await api.get(url)).json()).toMatchObject({ joint: false, asks_elderly_disabled: false });
    const r = await api.put(url, {
      roth_ira_contribution_taxpayer: '1,000',
      able_contribution_taxpayer: '0',
      other_distributions_taxpayer: null,
      roth_ira_contribution_spouse: '500',
    });
    expect(r.statusCode).toBe(200);
    expect((await api.get(url)).json()).toMatchObject({
      roth_ira_contribution_taxpayer: '1000.00',
      able_contribution_taxpayer: '0.00',
      other_distributions_taxpayer: null,
      roth_ira_contribution_spouse: null,
    });
    expect(
      await issuesOf(
        await api.put(url, { roth_ira_contribution_taxpayer: '-5', nontaxable_pensions: 'abc' }),
      ),
    ).toEqual([
      `roth_ira_contribution_taxpayer: ${ELIGIBILITY_MSG.amount}`,
      `nontaxable_pensions: ${MONEY_MSG.invalid}`,
    ]);
    expect((await api.put(url, { able_contribution_taxpayer: '9'.repeat(400) })).statusCode).toBe(400);
  });

  it('a Roth IRA contribution gives the saver’s credit, less distributions; a student gets none', async () => {
    // Single, wages $22,000 = AGI; taxable 22,000 − 14,600 = 7,400; Tax Table row 7,400–7,450
    // (midpoint 7,425): $743. No EIC (no child; phase-out ends at $18,591).
    // Form 8880: line 1 Roth $1,000; AGI ≤ $23,000 → 50%; credit 50% × 1,000 = $500 (≤ tax).
    const { id, api } = await returnWith({ status: 'single', wages: '22000', dob: '1990-01-01' });
    const url = `/api/form1040/${id}/credits`;
    await api.put(url, { roth_ira_contribution_taxpayer: '1000' });
    expect(await lineOf(api, id, 'schedule3.l4')).toBe('500.00');
    expect((await api.get(url)).json().retirement_savings_credit).toBe('500.00');
    // Line 4, a $600 distribution in the testing period: (1,000 − 600) × 50% = $200.
    await api.put(url, { roth_ira_contribution_taxpayer: '1000', other_distributions_taxpayer: '600' });
    expect(await lineOf(api, id, 'schedule3.l4')).toBe('200.00');
    // A full-time student cannot take it (Form 8880 instructions, "Who can take the credit").
    await api.put(`/api/form1040/${id}/about-you`, { taxpayer_full_time_student: true });
    expect(await lineOf(api, id, 'schedule3.l4')).toBe('0.00');
  });

  it('nontaxable pensions reduce the credit for the elderly or the disabled', async () => {
    // Single, born 1950 (65+), wages $17,000 = AGI. Standard deduction 14,600 + 1,950 = 16,550;
    // taxable 450; Tax Table row 450–475 (midpoint 462.50): $46.
    // Schedule R (box 1): line 10 = 5,000 = line 12; line 14 AGI 17,000; line 15 7,500;
    //   line 16 = 9,500; line 17 = 9,500 / 2 = 4,750.
    //   No nontaxable pension: line 18 = 0 + 4,750; line 19 = 5,000 − 4,750 = 250;
    //   line 20 = 15% × 250 = 37.50; line 22 = smaller of 37.50 and the tax 46.
    //   Pensions of $100 (line 13b): line 18 = 4,850; line 19 = 150; line 20 = 22.50.
    const { id, api } = await returnWith({ status: 'single', wages: '17000', dob: '1950-03-01' });
    const url = `/api/form1040/${id}/credits`;
    expect((await api.get(url)).json().asks_elderly_disabled).toBe(true);
    expect(await lineOf(api, id, 'schedule3.l6d')).toBe(CREDIT_NO_PENSION);
    await api.put(url, { nontaxable_pensions: '100' });
    expect((await api.get(url)).json().nontaxable_pensions).toBe('100.00');
    expect(await lineOf(api, id, 'schedule3.l6d')).toBe(CREDIT_WITH_PENSION);
  });

  it('retired on disability under 65: the credit is limited to the taxable disability income', async () => {
    // Single, born 1980, wages $17,000; standard deduction 14,600; taxable 2,400; Tax Table row
    // 2,400–2,425 (midpoint 2,412.50): $241. Schedule R box 2: line 10 = 5,000, line 11 taxable
    // disability income $1,000 → line 12 = 1,000; line 18 = line 17 = 9,500 / 2 = 4,750 ≥ 1,000:
    // no credit. With $5,000 of disability income: line 12 = 5,000; line 19 = 250; line 20 = 37.50.
    const { id, api } = await returnWith({ status: 'single', wages: '17000', dob: '1980-03-01' });
    expect(await lineOf(api, id, 'schedule3.l6d')).toBe('0.00');
    const facts = {
      taxpayer_retired_on_permanent_disability: true,
      taxpayer_taxable_disability_income: '1000',
    };
    await api.put(`/api/form1040/${id}/about-you`, facts);
    expect((await api.get(`/api/form1040/${id}/credits`)).json().asks_elderly_disabled).toBe(true);
    expect(await lineOf(api, id, 'schedule3.l6d')).toBe('0.00');
    await api.put(`/api/form1040/${id}/about-you`, { ...facts, taxpayer_taxable_disability_income: '5000' });
    expect(await lineOf(api, id, 'schedule3.l6d')).toBe(CREDIT_NO_PENSION);
  });
});

// Schedule 3 line 6d is Schedule R line 22 in whole dollars (hand computations above):
// 37.50 → $38 and 22.50 → $23 (amounts of 50 cents or more round up, Form 1040 instructions).
const CREDIT_NO_PENSION = '38.00';
const CREDIT_WITH_PENSION = '23.00';
