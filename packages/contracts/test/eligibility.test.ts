import { describe, expect, it } from 'vitest';
import { federal2024 } from '@taxprep/tax-engine';
import {
  creditsSchema,
  dependentSchema,
  ELIGIBILITY_MSG,
  ELIGIBILITY_WHY,
  filingStatusSchema,
  MONEY_MSG,
  MSG,
  personFactsSchema,
  yearText,
} from '../src';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

const child = { first_name: 'Ana', last_name: 'Diaz', relationship: 'daughter', ssn: '123-45-6789' };

describe('about you (each person’s facts)', () => {
  it('defaults to an SSN valid for work and no to every question, as returns computed before', () => {
    const v = personFactsSchema.parse({});
    expect(v).toMatchObject({
      taxpayer_tin_type: 'ssn',
      taxpayer_full_time_student: false,
      taxpayer_qualifying_child_of_another: false,
      taxpayer_retired_on_permanent_disability: false,
      taxpayer_taxable_disability_income: null,
      spouse_tin_type: 'ssn',
    });
  });
  it('refuses an unknown number kind and an ATIN for a filer, with one message', () => {
    expect(messages(personFactsSchema.safeParse({ taxpayer_tin_type: 'passport' }))).toEqual([
      `taxpayer_tin_type: ${ELIGIBILITY_MSG.tinType}`,
    ]);
    expect(messages(personFactsSchema.safeParse({ spouse_tin_type: 'atin' }))).toEqual([
      `spouse_tin_type: ${ELIGIBILITY_MSG.tinType}`,
    ]);
    expect(personFactsSchema.parse({ taxpayer_tin_type: 'itin' }).taxpayer_tin_type).toBe('itin');
  });
  it('keeps a disability income only for someone retired on disability, and it cannot be negative', () => {
    expect(
      messages(
        personFactsSchema.safeParse({
          taxpayer_retired_on_permanent_disability: true,
          taxpayer_taxable_disability_income: '-5',
        }),
      ),
    ).toEqual([`taxpayer_taxable_disability_income: ${ELIGIBILITY_MSG.disabilityIncome}`]);
    const kept = personFactsSchema.parse({
      taxpayer_retired_on_permanent_disability: true,
      taxpayer_taxable_disability_income: '6,000',
    });
    expect(kept.taxpayer_taxable_disability_income).toBe('6000.00');
    const dropped = personFactsSchema.parse({ taxpayer_taxable_disability_income: '6000' });
    expect(dropped.taxpayer_taxable_disability_income).toBeNull();
  });
  it('says booleans must be true or false', () => {
    expect(messages(personFactsSchema.safeParse({ taxpayer_full_time_student: 'yes' }))).toEqual([
      'taxpayer_full_time_student: Must be true or false',
    ]);
  });
});

describe('filing status: married filing separately', () => {
  it('asks the two living-apart answers, false unless given', () => {
    const v = filingStatusSchema.parse({ filing_status: 'single' });
    expect(v).toMatchObject({ mfs_separated_spouse_rule: false, mfs_lived_apart_all_year: false });
    const mfs = filingStatusSchema.parse({
      filing_status: 'mfs',
      spouse_first_name: 'Sam',
      spouse_last_name: 'Diaz',
      spouse_ssn: '987654321',
      mfs_separated_spouse_rule: true,
    });
    expect(mfs).toMatchObject({
      filing_status: 'married filing separately',
      mfs_separated_spouse_rule: true,
    });
    expect(
      messages(filingStatusSchema.safeParse({ filing_status: 'single', mfs_lived_apart_all_year: 1 })),
    ).toEqual(['mfs_lived_apart_all_year: Must be true or false']);
  });
});

describe('credits: Form 8880 and Schedule R amounts', () => {
  it('takes exact amounts and says which are wrong', () => {
    const v = creditsSchema.parse({ roth_ira_contribution_taxpayer: '2,000', nontaxable_pensions: 1200.5 });
    expect(v.roth_ira_contribution_taxpayer).toBe('2000.00');
    expect(v.nontaxable_pensions).toBe('1200.50');
    expect(v.able_contribution_spouse).toBeNull();
    expect(
      messages(
        creditsSchema.safeParse({ able_contribution_taxpayer: '-1', other_distributions_spouse: '1.234' }),
      ),
    ).toEqual([
      `able_contribution_taxpayer: ${ELIGIBILITY_MSG.amount}`,
      `other_distributions_spouse: ${MONEY_MSG.invalid}`,
    ]);
  });
});

describe('dependents: number, citizenship and support facts', () => {
  it('defaults keep a dependent saved before the questions as it was', () => {
    expect(dependentSchema.parse(child)).toMatchObject({
      ssn: '123456789',
      tin_type: 'ssn',
      citizenship: 'us_citizen',
      months_in_us: null,
      filer_provided_over_half_support: true,
      provided_over_half_own_support: false,
      filed_joint_return: false,
      qualifying_child_of_another_taxpayer: false,
      gross_income: null,
    });
  });
  it('an ITIN or ATIN starts with 9; an SSN keeps the spec’s message', () => {
    expect(messages(dependentSchema.safeParse({ ...child, tin_type: 'itin' }))).toEqual([
      `ssn: ${ELIGIBILITY_MSG.itin}`,
    ]);
    expect(messages(dependentSchema.safeParse({ ...child, tin_type: 'atin', ssn: '' }))).toEqual([
      `ssn: ${ELIGIBILITY_MSG.atin}`,
    ]);
    expect(dependentSchema.parse({ ...child, tin_type: 'itin', ssn: '912-70-1234' }).ssn).toBe('912701234');
    expect(messages(dependentSchema.safeParse({ ...child, ssn: '' }))).toEqual([`ssn: ${MSG.ssn}`]);
    // A number of the wrong form is said once, by its field.
    expect(messages(dependentSchema.safeParse({ ...child, ssn: '12-34' }))).toEqual([`ssn: ${MSG.ssn}`]);
  });
  it('no number yet: the number is not asked and not kept', () => {
    expect(dependentSchema.parse({ ...child, ssn: '', tin_type: 'none' }).ssn).toBeNull();
    expect(dependentSchema.parse({ ...child, tin_type: 'none' }).ssn).toBeNull();
  });
  it('gives each fact its message', () => {
    expect(
      messages(
        dependentSchema.safeParse({
          ...child,
          tin_type: 'passport',
          citizenship: 'mars',
          months_in_us: 13,
          gross_income: '-6000',
          filed_joint_return: 'no',
        }),
      ),
    ).toEqual([
      `tin_type: ${ELIGIBILITY_MSG.tinType}`,
      `citizenship: ${ELIGIBILITY_MSG.citizenship}`,
      `months_in_us: ${ELIGIBILITY_MSG.monthsInUs}`,
      'filed_joint_return: Must be true or false',
      `gross_income: ${ELIGIBILITY_MSG.grossIncome}`,
    ]);
    expect(messages(dependentSchema.safeParse({ ...child, months_in_us: 6.5 }))).toEqual([
      `months_in_us: ${ELIGIBILITY_MSG.monthsInUs}`,
    ]);
  });
  it('names the year and its gross income limit of a qualifying relative from the parameter set', () => {
    // Rev. Proc. 2023-34 / Pub. 501 (2024): less than $5,050.
    const limit = federal2024.dependents.qualifyingRelativeGrossIncomeLimit;
    expect(limit).toBe(5_050);
    const text = yearText(ELIGIBILITY_WHY.grossIncome, 2024, {
      qualifying_relative_limit: `$${limit.toLocaleString('en-US')}`,
    });
    expect(text).toContain('less than $5,050 of gross income in 2024');
    expect(text).not.toMatch(/[{}]/);
  });
});

describe('bodies that are not objects', () => {
  it('are refused with a message, not an exception', () => {
    for (const body of [null, 'x', 7, []]) expect(dependentSchema.safeParse(body).success).toBe(false);
  });
});
