/**
 * Issue 24, section 3: the facts the engine takes, entered through the API — each saves, reloads,
 * changes the figure the IRS rules give (hand computations beside them) and refuses bad input with
 * a message in the product's words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEATH_MSG, F1099R_MSG, OWNER_MSG, ownerMismatchMessage } from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { pdfText } from './helpers/pdf-text';
import {
  BUSINESS,
  call,
  filer,
  NEC,
  newReturn,
  PERSONAL,
  type Issues,
  summaryLines,
} from './helpers/returns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const SPOUSE = { spouse_first_name: 'Sam', spouse_last_name: 'Doe', spouse_ssn: '987654321' };
const issuesOf = (r: { json: <T>() => T }) =>
  Object.fromEntries(r.json<Issues>().issues.map((i) => [i.path, i.message]));

async function returnWith(status: string, wages?: string) {
  const me = await filer(t);
  const api = call(t, me.auth);
  const id = await newReturn(t, me.auth);
  await api.put(`/api/form1040/${id}/personal`, PERSONAL);
  const married = status.startsWith('married');
  const fs = await api.put(`/api/form1040/${id}/filing-status`, {
    filing_status: status,
    ...(married ? SPOUSE : {}),
  });
  expect(fs.statusCode).toBe(200);
  await api.put(`/api/form1040/${id}/identity`, {
    dob: '1980-01-01',
    spouse_dob: married ? '1981-01-01' : null,
  });
  if (wages)
    expect(
      (
        await api.post('/api/w2/add', {
          form1040_id: id,
          employer_name: 'Acme',
          wages,
          federal_income_tax: '0',
        })
      ).statusCode,
    ).toBe(201);
  return { id, api };
}

describe('owner of a document on a joint return', () => {
  it('a spouse-owned Schedule C and 1099-NEC put Schedule SE on the spouse', async () => {
    const { id, api } = await returnWith('married filing jointly', '30000');
    const sc = await api.post('/api/schedule_c', { form1040_id: id, ...BUSINESS, owner: 'spouse' });
    expect(sc.statusCode).toBe(201);
    const scId = sc.json<{ id: number }>().id;
    const nec = await api.post('/api/1099-nec', {
      ...NEC,
      schedule_c_id: scId,
      owner: 'spouse',
      box1_nonemployee_comp: '10000',
    });
    expect(nec.statusCode).toBe(201);
    const necs = (await api.get(`/api/1099-nec/by-schedule/${scId}`)).json<{ owner: string }[]>();
    expect(necs[0]!.owner).toBe('spouse');
    expect((await api.get(`/api/schedule_c/${scId}`)).json()).toMatchObject({ owner: 'spouse' });
    // Net profit 10,000 (no expenses); Schedule SE of the spouse: line 4a = 10,000 × 92.35% = 9,235;
    // line 12 = 9,235 × 15.3% = 1,412.96 → 1,413. The taxpayer (W-2 wages only) has no Schedule SE.
    const l = await summaryLines(api, id);
    expect(l['scheduleSE#spouse.l4a']).toBe('9235.00');
    expect(l['scheduleSE#spouse.l12']).toBe('1413.00');
    expect(l['scheduleSE.l12']).toBeUndefined();
    // The taxpayer's 1099-NEC under the spouse's business is refused: the business decides whose SE it is.
    const mismatch = await api.post('/api/1099-nec', {
      ...NEC,
      schedule_c_id: scId,
      box1_nonemployee_comp: '1',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain(ownerMismatchMessage('1099-NEC', 'taxpayer', 'spouse'));
    // A wrong owner is refused with the product's message.
    const bad = await api.post('/api/1099-nec', {
      ...NEC,
      schedule_c_id: scId,
      owner: 'cousin',
      box1_nonemployee_comp: '1',
    });
    expect(bad.statusCode).toBe(400);
    expect(issuesOf(bad).owner).toBe(OWNER_MSG);
  });

  it('on a single return a spouse owner left on a document counts as the taxpayer’s', async () => {
    const { id, api } = await returnWith('single', '30000');
    const sc = await api.post('/api/schedule_c', { form1040_id: id, ...BUSINESS, owner: 'spouse' });
    await api.post('/api/1099-nec', {
      ...NEC,
      schedule_c_id: sc.json<{ id: number }>().id,
      box1_nonemployee_comp: '10000',
    });
    const l = await summaryLines(api, id);
    expect(l['scheduleSE.l12']).toBe('1413.00');
    expect(l['scheduleSE#spouse.l12']).toBeUndefined();
  });

  it('educator expenses are capped at $300 per educator', async () => {
    const { id, api } = await returnWith('married filing jointly', '60000');
    const row = (amount: string, owner?: string) =>
      api.post('/api/schedule1/entries', {
        form1040_id: id,
        section: 'adjustment',
        category_key: 'educator_expenses',
        amount,
        owner,
      });
    const a = await row('400');
    const b = await row('250', 'spouse');
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const entries = b.json<{ entries: { category_key: string; owner?: string; amount: string }[] }>().entries;
    expect(
      entries
        .filter((e) => e.category_key === 'educator_expenses')
        .map((e) => e.owner)
        .sort(),
    ).toEqual(['spouse', 'taxpayer']);
    // Taxpayer: min(400, 300) = 300; spouse: min(250, 300) = 250; line 11 = 550. With both rows the
    // taxpayer's it would be min(650, 300) = 300.
    expect((await summaryLines(api, id))['schedule1.l11']).toBe('550.00');
    const bad = await api.post('/api/schedule1/entries', {
      form1040_id: id,
      section: 'adjustment',
      category_key: 'educator_expenses',
      amount: '10',
      owner: 'neighbor',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Choose taxpayer or spouse.');
  });
});

const R = {
  payer_name: 'Big Fund',
  payer_tin: '361234567',
  recipient_name: 'Jane Doe',
  recipient_tin: '123456789',
};

describe('Form 1099-R: rollover, QCD, taxable amount not determined, early-distribution exception', () => {
  it('an exception reduces Form 5329 line 4', async () => {
    const { id, api } = await returnWith('single', '40000');
    const r = await api.post(`/api/form1040/${id}/1099r`, {
      ...R,
      box1_gross_dist: '10000',
      box2a_taxable_amt: '10000',
      box7_distribution_codes: '1',
    });
    expect(r.statusCode).toBe(201);
    const rid = r.json<{ id: number }>().id;
    // No exception: line 1 = 10,000, line 4 = 10% = 1,000.
    expect((await summaryLines(api, id))['f5329.l4']).toBe('1000.00');
    const u = await api.put(`/api/1099r/${rid}`, {
      ...R,
      box1_gross_dist: '10000',
      box2a_taxable_amt: '10000',
      box7_distribution_codes: '1',
      early_distribution_exception_amount: '4000',
      early_distribution_exception_code: '03',
    });
    expect(u.statusCode).toBe(200);
    expect((await api.get(`/api/1099r/${rid}`)).json()).toMatchObject({
      early_distribution_exception_amount: '4000.00',
      early_distribution_exception_code: '03',
    });
    // Line 2 = 4,000 (exception 03, disability); line 3 = 6,000; line 4 = 10% × 6,000 = 600.
    const l = await summaryLines(api, id);
    expect(l['f5329.l2']).toBe('4000.00');
    expect(l['f5329.l4']).toBe('600.00');
    expect(l['schedule2.l8']).toBe('600.00');
  });

  it('a rollover and a QCD are not taxed; a figured taxable amount replaces box 1', async () => {
    const { id, api } = await returnWith('single', '40000');
    const ira = await api.post(`/api/form1040/${id}/1099r`, {
      ...R,
      box1_gross_dist: '20000',
      box2a_taxable_amt: '20000',
      box7_distribution_codes: '7',
      ira_sep_simple: true,
      rollover_amount: '5000',
      qcd_amount: '2000',
    });
    expect(ira.statusCode).toBe(201);
    const pension = await api.post(`/api/form1040/${id}/1099r`, {
      ...R,
      box1_gross_dist: '8000',
      box2b_taxable_not_determined: true,
      taxable_amount_override: '3000',
      box7_distribution_codes: '7',
    });
    expect(pension.statusCode).toBe(201);
    expect((await api.get(`/api/1099r/${pension.json<{ id: number }>().id}`)).json()).toMatchObject({
      box2b_taxable_not_determined: true,
      taxable_amount_override: '3000.00',
    });
    // IRA: 4a = 20,000; 4b = 20,000 − 5,000 rolled over − 2,000 QCD = 13,000.
    // Pension: box 2b checked, taxable amount figured 3,000: 5a = 8,000, 5b = 3,000.
    const l = await summaryLines(api, id);
    expect(l['f1040.l4a']).toBe('20000.00');
    expect(l['f1040.l4b']).toBe('13000.00');
    expect(l['f1040.l5b']).toBe('3000.00');
  });

  it('refuses amounts the form cannot hold, with the product’s messages', async () => {
    const { id, api } = await returnWith('single');
    const post = (b: object) =>
      api.post(`/api/form1040/${id}/1099r`, {
        ...R,
        box1_gross_dist: '1000',
        box7_distribution_codes: '1',
        ...b,
      });
    expect(issuesOf(await post({ early_distribution_exception_code: '05' }))).toMatchObject({
      early_distribution_exception_amount: F1099R_MSG.codeNeedsAmount,
    });
    expect(issuesOf(await post({ early_distribution_exception_amount: '100' }))).toMatchObject({
      early_distribution_exception_code: F1099R_MSG.exceptionNeedsCode,
    });
    expect(
      issuesOf(
        await post({ early_distribution_exception_amount: '100', early_distribution_exception_code: '99' }),
      ),
    ).toMatchObject({ early_distribution_exception_code: F1099R_MSG.exceptionCode });
    expect(issuesOf(await post({ qcd_amount: '100' }))).toMatchObject({ qcd_amount: F1099R_MSG.qcdNotIra });
    expect(issuesOf(await post({ rollover_amount: '1500' }))).toMatchObject({
      rollover_amount: F1099R_MSG.tooMuchOut,
    });
    expect(
      issuesOf(
        await post({
          box7_distribution_codes: '7',
          early_distribution_exception_amount: '100',
          early_distribution_exception_code: '12',
        }),
      ),
    ).toMatchObject({ early_distribution_exception_amount: F1099R_MSG.notEarly });
    expect(
      issuesOf(
        await post({ early_distribution_exception_amount: '1200', early_distribution_exception_code: '12' }),
      ),
    ).toMatchObject({ early_distribution_exception_amount: F1099R_MSG.exceptionTooLarge });
  });
});

describe('return facts: spouse itemizes, Form 8880 deferrals, Form 8962 family size, dates of death', () => {
  it('MFS: a spouse who itemizes makes the standard deduction zero', async () => {
    const { id, api } = await returnWith('married filing separately', '50000');
    // 2024 standard deduction, married filing separately: 14,600.
    expect((await summaryLines(api, id))['f1040.l12']).toBe('14600.00');
    const fs = await api.put(`/api/form1040/${id}/filing-status`, {
      filing_status: 'married filing separately',
      ...SPOUSE,
      spouse_itemizes: true,
    });
    expect(fs.statusCode).toBe(200);
    expect((await api.get(`/api/form1040/${id}/filing-status`)).json()).toMatchObject({
      spouse_itemizes: true,
    });
    // Form 1040 instructions, line 12: MFS and the spouse itemizes → standard deduction 0; no Schedule A here.
    expect((await summaryLines(api, id))['f1040.l12'] ?? '0.00').toBe('0.00');
    const bad = await api.put(`/api/form1040/${id}/filing-status`, {
      filing_status: 'married filing separately',
      ...SPOUSE,
      spouse_itemizes: 'maybe',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('Form 8880: deferrals not on a W-2 give the saver’s credit', async () => {
    // Single, wages 22,000 = AGI; taxable 7,400; tax 743. Form 8880 line 2 = 1,000; AGI ≤ 23,000
    // → 50%; credit 500 (Schedule 3 line 4).
    const { id, api } = await returnWith('single', '22000');
    const url = `/api/form1040/${id}/credits`;
    expect(
      (await api.put(url, { other_deferrals_taxpayer: '1000', other_deferrals_spouse: '700' })).statusCode,
    ).toBe(200);
    // A spouse's amount is kept only on a joint return.
    expect((await api.get(url)).json()).toMatchObject({
      other_deferrals_taxpayer: '1000.00',
      other_deferrals_spouse: null,
    });
    expect((await summaryLines(api, id))['schedule3.l4']).toBe('500.00');
    const bad = await api.put(url, { other_deferrals_taxpayer: '-1' });
    expect(bad.statusCode).toBe(400);
  });

  it('Form 8962: the tax family size entered replaces the counted one', async () => {
    const { id, api } = await returnWith('single', '30000');
    await api.post('/api/form1095_a', {
      form1040_id: id,
      issuer_name: 'Blue Plan',
      amounts_by: 'annual',
      annual_enrollment_premium: '6000',
      annual_slcsp_premium: '6000',
      annual_advance_ptc: '3000',
    });
    expect((await summaryLines(api, id))['f8962.l1']).toBe('1.00');
    const url = `/api/form1040/${id}/premium_tax_credit`;
    expect((await api.post(url, { tax_family_size: 0 })).statusCode).toBe(400);
    const ok = await api.post(url, { tax_family_size: 2 });
    expect(ok.statusCode).toBe(201);
    expect((await api.get(url)).json<{ tax_family_size: number }[]>()[0]!.tax_family_size).toBe(2);
    // Line 1 = 2; line 4 (48 states) = 14,580 + 5,140 = 19,720.
    const l = await summaryLines(api, id);
    expect(l['f8962.l1']).toBe('2.00');
    expect(l['f8962.l4']).toBe('19720.00');
  });

  it('a filer’s and spouse’s dates of death save, reload and are checked', async () => {
    const { id, api } = await returnWith('married filing jointly');
    const url = `/api/form1040/${id}/identity`;
    const ok = await api.put(url, {
      dob: '1950-02-01',
      spouse_dob: '1952-03-01',
      spouse_date_of_death: '2024-06-30',
    });
    expect(ok.statusCode).toBe(200);
    expect((await api.get(url)).json()).toMatchObject({
      spouse_date_of_death: '2024-06-30',
      date_of_death: null,
    });
    expect(issuesOf(await api.put(url, { dob: '1950-02-01', date_of_death: '2023-12-31' }))).toMatchObject({
      date_of_death: DEATH_MSG.beforeYear(2024),
    });
    expect(issuesOf(await api.put(url, { dob: '2024-05-01', date_of_death: '2024-04-01' }))).toMatchObject({
      date_of_death: DEATH_MSG.beforeBirth,
    });
    // Encrypted at rest like the birth date.
    const row = await t.db.db.execute(`select data::text as d from form1040s where id = ${id}`);
    const text = JSON.stringify(row);
    expect(text).not.toContain('2024-06-30');
  });

  it('a child who died in 2024 meets the residency test by the time alive (Pub. 501)', async () => {
    // Single, wages 50,000: tax 4,019. Son born 2016, lived with the filer 3 months and died
    // March 31, 2024 (91 days alive; 3 months = 91.5 days, more than half): a qualifying child,
    // line 19 = 2,000. Without the date of death 3 months is not more than half of 2024: the son is
    // a qualifying relative only, line 19 = 500.
    const { id, api } = await returnWith('single', '50000');
    const son = {
      first_name: 'Sam',
      last_name: 'Doe',
      ssn: '111223344',
      relationship: 'son',
      date_of_birth: '2016-05-10',
      months_lived_with: 3,
    };
    const d = await api.post(`/api/form1040/${id}/dependents`, son);
    expect(d.statusCode).toBe(201);
    const depId = d.json<{ id: number }>().id;
    expect((await summaryLines(api, id))['f1040.l19']).toBe('500.00');
    const u = await api.put(`/api/form1040/${id}/dependents/${depId}`, {
      ...son,
      date_of_death: '2024-03-31',
    });
    expect(u.statusCode).toBe(200);
    const list = (await api.get(`/api/form1040/${id}/dependents`)).json<{ date_of_death: string }[]>();
    expect(list[0]!.date_of_death).toBe('2024-03-31');
    expect((await summaryLines(api, id))['f1040.l19']).toBe('2000.00');
    const later = await api.put(`/api/form1040/${id}/dependents/${depId}`, {
      ...son,
      date_of_death: '2025-01-10',
    });
    expect(issuesOf(later)).toMatchObject({ date_of_death: DEATH_MSG.dependentAfterYear(2024) });
    const before = await api.put(`/api/form1040/${id}/dependents/${depId}`, {
      ...son,
      date_of_death: '2023-01-10',
    });
    expect(issuesOf(before)).toMatchObject({ date_of_death: DEATH_MSG.beforeYear(2024) });
  });
});

describe('a separately filing spouse who is a nonresident alien with no SSN or ITIN', () => {
  it('is saved without a number, shown as NRA on Form 1040 and in the XML, and passes the e-file checks', async () => {
    const me = await filer(t);
    const api = call(t, me.auth);
    const id = await newReturn(t, me.auth);
    await api.put(`/api/form1040/${id}/personal`, PERSONAL);
    const base = {
      filing_status: 'married filing separately',
      spouse_first_name: 'Ana',
      spouse_last_name: 'Ruiz',
    };
    // Without the answer the number is still required.
    const bare = await api.put(`/api/form1040/${id}/filing-status`, base);
    expect(bare.statusCode).toBe(400);
    expect(issuesOf(bare)).toMatchObject({ spouse_ssn: 'SSN must be exactly 9 digits' });
    const ok = await api.put(`/api/form1040/${id}/filing-status`, { ...base, spouse_nra: true });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await api.get(`/api/form1040/${id}/filing-status`)).json()).toMatchObject({
      spouse_nra: true,
      spouse_ssn: null,
    });
    await api.post('/api/w2/add', {
      form1040_id: id,
      employer_name: 'Acme',
      wages: '30000',
      federal_income_tax: '2000',
    });

    const check = (await api.get(`/api/form1040/${id}/efile-check`)).json() as {
      errors: { field: string }[];
    };
    expect(check.errors.filter((e) => e.field.startsWith('spouse'))).toEqual([]);
    const xml = (await api.get(`/api/form1040/${id}/xml`)).body;
    expect(xml).toContain('<NRALiteralCd>NRA</NRALiteralCd>');
    expect(xml).toContain('<SpouseNm>Ana Ruiz</SpouseNm>');
    expect(xml).not.toContain('<SpouseSSN>');
    const text = pdfText((await api.get(`/api/form1040/${id}/pdf`)).rawPayload);
    // The spouse's number box is a comb field: the letters print one to a box.
    expect(text).toMatch(/Spouse’s social security number\s+N R A\b/);
    // Married filing separately: standard deduction 14,600 (30,000 − 14,600 = 15,400 taxable).
    expect((await summaryLines(api, id))['f1040.l15']).toBe('15400.00');
  });
});
