/**
 * Issue 22 items 11 and 12 in the contracts: a record's tax year and dates against its return's
 * year (checkDocument), and the boxes that cannot be true (the kinds' schemas).
 */
import { describe, expect, it } from 'vitest';
import {
  checkDocument,
  dependent,
  documentSchema,
  form1099Int,
  form1099R,
  form8949,
  ID_DATES_MSG,
  identitySchema,
  MONEY_MSG,
  scheduleC,
  w2,
  type DocumentDef,
} from '../src';

const parse = (def: DocumentDef, v: Record<string, unknown>) => documentSchema(def).safeParse(v);
const messagesOf = (def: DocumentDef, v: Record<string, unknown>) => {
  const r = parse(def, v);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};
const INT = { payer_name: 'Bank', recipient_name: 'Jane', box1_interest_income: '1250' };
const R = { payer_name: 'Plan', recipient_name: 'Jane', box7_distribution_codes: '7' };

describe('the return’s tax year (item 11)', () => {
  it('refuses a 1099-INT of 2023 on a 2024 return, and fills a blank year with the return’s', () => {
    const of2023 = documentSchema(form1099Int).parse({ ...INT, tax_year: '2023' });
    expect(checkDocument(form1099Int, of2023, { year: 2024 }).refusals).toEqual([
      { path: 'tax_year', message: 'This 1099-INT is for 2023; this return is for 2024.' },
    ]);
    const blank = documentSchema(form1099Int).parse({ ...INT, tax_year: '' });
    const r = checkDocument(form1099Int, blank, { year: 2024 });
    expect([r.data.tax_year, r.refusals]).toEqual([2024, []]);
    // The year is the return's, not a constant: the same blank form on a 2025 return is a 2025 form.
    expect(checkDocument(form1099Int, blank, { year: 2025 }).data.tax_year).toBe(2025);
  });

  it('refuses a 1099-R payment date outside the year and a Roth first year after it', () => {
    const v = documentSchema(form1099R).parse({
      ...R,
      box1_gross_dist: '1000',
      box2a_taxable_amt: '1000',
      box13_date_of_payment: '2019-05-01',
      box11_first_year_roth: '2026',
    });
    expect(checkDocument(form1099R, v, { year: 2024 }).refusals.map((i) => i.message)).toEqual([
      'Box 11 1st year of designated Roth contributions: 2026 is after 2024, the year of this return.',
      'Box 13 Date of payment: 2019-05-01 is not in 2024, the year of this return.',
    ]);
  });

  it('refuses a vehicle placed in service after the year, and a dependent born after it', () => {
    expect(
      checkDocument(scheduleC, { vehicle_service_year: 2030 }, { year: 2024 }).refusals[0]?.message,
    ).toBe('43 Placed in service: year: 2030 is after 2024, the year of this return.');
    expect(checkDocument(scheduleC, { vehicle_service_year: 2024 }, { year: 2024 }).refusals).toEqual([]);
    expect(
      checkDocument(dependent, { date_of_birth: '2025-01-02' }, { year: 2024 }).refusals.map((i) => i.path),
    ).toEqual(['date_of_birth']);
  });

  it('a Form 8949 sale must be in the return’s year', () => {
    const row = { date_acquired: '2023-01-01', date_sold: '2024-03-01' };
    expect(checkDocument(form8949, row, { year: 2024 }).refusals).toEqual([]);
    expect(checkDocument(form8949, row, { year: 2025 }).refusals.map((i) => i.path)).toEqual(['date_sold']);
  });
});

describe('what cannot be true is refused, naming the box (item 12)', () => {
  it('1099-R: box 2a above box 1, box 3 above box 2a, a code not in the instructions, three codes', () => {
    expect(messagesOf(form1099R, { ...R, box1_gross_dist: '1000', box2a_taxable_amt: '1500' })).toEqual([
      [
        'box2a_taxable_amt',
        'Box 2a: the taxable amount cannot be more than the gross distribution in box 1.',
      ],
    ]);
    expect(
      messagesOf(form1099R, {
        ...R,
        box1_gross_dist: '1000',
        box2a_taxable_amt: '800',
        box3_capital_gain: '900',
      }),
    ).toEqual([
      ['box3_capital_gain', 'Box 3: the capital gain is part of box 2a and cannot be more than it.'],
    ]);
    expect(messagesOf(form1099R, { ...R, box1_gross_dist: '1000', box7_distribution_codes: 'ZZ' })).toEqual([
      [
        'box7_distribution_codes',
        'Box 7: ZZ is not a distribution code of the Form 1099-R instructions (1–9, A–H, J–N, P–U or W).',
      ],
    ]);
    expect(messagesOf(form1099R, { ...R, box1_gross_dist: '1', box7_distribution_codes: '7AB' })).toEqual([
      ['box7_distribution_codes', 'Box 7: a Form 1099-R has at most two distribution codes.'],
    ]);
    // Real codes and pairs pass: 7, 1B, G, 4D.
    for (const c of ['7', '1b', 'G', '4D'])
      expect(parse(form1099R, { ...R, box1_gross_dist: '10', box7_distribution_codes: c }).success).toBe(
        true,
      );
  });

  it('Schedule C: business square footage larger than the home', () => {
    const sc = (sqft_home: number, sqft_business: number) =>
      messagesOf(scheduleC, { sqft_home, sqft_business }).filter(([p]) => p === 'sqft_business');
    expect(sc(1000, 1500)).toEqual([
      [
        'sqft_business',
        'Line b: the part of your home used for business cannot be larger than the whole home (line a).',
      ],
    ]);
    expect(sc(1500, 300)).toEqual([]);
  });

  it('W-2 and document amounts of $10 billion or more', () => {
    expect(messagesOf(w2, { employer_name: 'Acme', wages: '99999999999999' })).toEqual([
      ['wages', 'Box 1: enter an amount under $10,000,000,000.'],
    ]);
    expect(parse(w2, { employer_name: 'Acme', wages: '9999999999.99' }).success).toBe(true);
    expect(messagesOf(form1099Int, { ...INT, box1_interest_income: '10000000000' })).toEqual([
      ['box1_interest_income', 'Box 1: enter an amount under $10,000,000,000.'],
    ]);
    // A field whose label names no box gets the plain message.
    expect(messagesOf(scheduleC, { advertising: '10000000000' })).toContainEqual([
      'advertising',
      MONEY_MSG.tooLarge,
    ]);
  });

  it('an ID issued after it expires', () => {
    const r = identitySchema.safeParse({ id_issue_date: '2022-05-01', id_expiration_date: '2021-05-01' });
    expect(r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['id_issue_date', ID_DATES_MSG],
    ]);
    const spouse = identitySchema.safeParse({
      spouse_id_issue_date: '2022-05-01',
      spouse_id_expiration_date: '2021-05-01',
    });
    expect(spouse.success).toBe(false);
    expect(
      identitySchema.safeParse({ id_issue_date: '2020-05-01', id_expiration_date: '2028-05-01' }).success,
    ).toBe(true);
  });
});

describe('what is merely unusual is saved with a warning (item 12)', () => {
  it('W-2 withholding above wages; 1099-R box 2a blank', () => {
    const w = documentSchema(w2).parse({ employer_name: 'Acme', wages: '100', federal_income_tax: '500' });
    const r = checkDocument(w2, w, { year: 2024 });
    expect(r.refusals).toEqual([]);
    expect(r.warnings.map((i) => i.path)).toEqual(['federal_income_tax']);
    const blank2a = documentSchema(form1099R).parse({ ...R, box1_gross_dist: '1000' });
    expect(checkDocument(form1099R, blank2a, { year: 2024 }).warnings.map((i) => i.path)).toEqual([
      'box2a_taxable_amt',
    ]);
    // A direct rollover (code G) with box 2a blank is the usual form: no warning.
    const rollover = documentSchema(form1099R).parse({
      ...R,
      box1_gross_dist: '1000',
      box7_distribution_codes: 'G',
    });
    expect(checkDocument(form1099R, rollover, { year: 2024 }).warnings).toEqual([]);
  });
});
