import { describe, expect, it } from 'vitest';
import {
  MSG,
  DESIGNEE_MSG,
  REFUND_MSG,
  SPOUSE_MSG,
  W2_MSG,
  adjustmentsSchema,
  amountTier,
  dependentSchema,
  designeeSchema,
  filingStatusSchema,
  formatUsd,
  identitySchema,
  isValidRouting,
  money,
  normalizeAmount,
  personalSchema,
  refundIssues,
  w2Schema,
  digitalAssetsSchema,
} from '../src';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('money', () => {
  it('keeps 15 integer digits and 2 decimals exactly', () => {
    expect(normalizeAmount('999999999999999.99')).toBe('999999999999999.99');
    expect(normalizeAmount('1,234.5')).toBe('1234.50');
    expect(normalizeAmount(0.1)).toBe('0.10');
    expect(normalizeAmount('')).toBeNull();
    expect(normalizeAmount('1.234')).toBeUndefined();
    expect(normalizeAmount('1e5')).toBeUndefined();
    expect(normalizeAmount('1000000000000000')).toBeUndefined();
  });
  it('says "Must be 0 or more" for negatives unless losses are allowed', () => {
    expect(messages(money().safeParse('-1'))).toEqual(['Must be 0 or more']);
    expect(money({ allowNegative: true }).parse('-1')).toBe('-1.00');
  });
  it('formats and tiers amounts as the spec says', () => {
    expect(formatUsd('1234567.8')).toBe('$1,234,567.80');
    expect(formatUsd(-5)).toBe('-$5.00');
    expect([amountTier(25000), amountTier(-5000), amountTier(0.01), amountTier(0)]).toEqual([
      'high',
      'mid',
      'low',
      'zero',
    ]);
  });
});

describe('basic info', () => {
  it('gives every field its message', () => {
    const m = messages(
      personalSchema.safeParse({
        first_name: '',
        last_name: ' ',
        ssn: '12345',
        address: '',
        city: '',
        state: 'XX',
        zip_code: '1234',
      }),
    );
    expect(m).toEqual([MSG.required, MSG.required, MSG.ssn, MSG.required, MSG.required, MSG.state, MSG.zip]);
  });
  it('accepts the 59 codes including territories and military', () => {
    for (const state of ['DC', 'PR', 'GU', 'AA', 'AE', 'AP']) {
      expect(
        personalSchema.safeParse({
          first_name: 'A',
          last_name: 'B',
          ssn: '123-45-6789',
          address: '1 Main',
          city: 'X',
          state,
          zip_code: '12345',
        }).success,
      ).toBe(true);
    }
  });
});

describe('filing status', () => {
  it('never picks a status the user did not choose, and married filing jointly requires the spouse', () => {
    expect(messages(filingStatusSchema.safeParse({}))).toEqual(['Please select a filing status.']);
    const r = filingStatusSchema.safeParse({ filing_status: 'married filing jointly' });
    expect(messages(r)).toEqual([SPOUSE_MSG.firstName, SPOUSE_MSG.lastName, MSG.ssn]);
  });
  it('accepts other spellings and needs no spouse when single', () => {
    expect(filingStatusSchema.parse({ filing_status: 'HOH' }).filing_status).toBe('head of household');
    expect(
      filingStatusSchema.parse({
        filing_status: 'married_filing_separately',
        spouse_first_name: 'A',
        spouse_last_name: 'B',
        spouse_ssn: '123456789',
      }).filing_status,
    ).toBe('married filing separately');
    expect(messages(filingStatusSchema.safeParse({ filing_status: 'divorced' }))).toEqual([
      SPOUSE_MSG.status,
    ]);
  });
});

describe('identity', () => {
  it('normalises dates and checks the IP PIN', () => {
    const v = identitySchema.parse({
      dob: '3/7/1980',
      id_issue_date: '1-2-2020',
      id_state: 'ca ',
      ip_pin: '123456',
    });
    expect(v).toMatchObject({
      dob: '1980-03-07',
      id_issue_date: '2020-01-02',
      id_state: 'CA',
      ip_pin: '123456',
    });
    expect(messages(identitySchema.safeParse({ ip_pin: '12345' }))).toEqual(['IP PIN must be 6 digits']);
    expect(messages(identitySchema.safeParse({ dob: '1899-12-31' }))).toEqual([
      'Date of birth cannot be before 1900-01-01',
    ]);
    expect(messages(identitySchema.safeParse({ dob: '2024-02-30' }))).toEqual(['Enter a date as YYYY-MM-DD']);
  });
});

describe('dependents', () => {
  it('strips the SSN to digits and needs names and relationship', () => {
    expect(
      messages(dependentSchema.safeParse({ first_name: '', last_name: '', relationship: '', ssn: '12-34' })),
    ).toEqual(['First name is required', 'Last name is required', MSG.ssn, 'Relationship is required']);
    expect(
      dependentSchema.parse({ first_name: 'A', last_name: 'B', relationship: 'son', ssn: '123-45-6789-99' })
        .ssn,
    ).toBe('123456789');
  });
});

describe('W-2', () => {
  it('uses the W-2 screen’s messages', () => {
    const m = messages(
      w2Schema.safeParse({
        employer_name: '',
        employer_ein: '12-345',
        employee_ssn: '1234',
        wages: '-5',
        state: 'ZZ',
      }),
    );
    expect(m).toEqual([W2_MSG.employer, W2_MSG.ein, W2_MSG.ssn, 'Must be 0 or more', W2_MSG.state]);
    const ok = w2Schema.parse({ employer_name: 'Acme', wages: '' });
    expect(ok.wages).toBeNull();
  });
});

describe('adjustments, digital assets, designee', () => {
  it('needs a description when the amount is above 0', () => {
    expect(messages(adjustmentsSchema.safeParse({ adjustments_to_income: '10' }))).toEqual([
      'Description is required when amount > 0',
    ]);
    expect(messages(adjustmentsSchema.safeParse({ adjustments_to_income: '-1' }))).toEqual([
      'Amount must be 0 or more',
    ]);
    expect(
      messages(
        adjustmentsSchema.safeParse({ adjustments_to_income: '1', adjustment_description: 'x'.repeat(501) }),
      ),
    ).toHaveLength(1);
  });
  it('needs a Yes or No', () => {
    expect(messages(digitalAssetsSchema.safeParse({}))).toEqual(['Please select Yes or No.']);
  });
  it('checks the designee only when enabled and clears it otherwise', () => {
    expect(
      messages(
        designeeSchema.safeParse({ third_party_designee: true, designee_phone: '555', designee_pin: '1' }),
      ),
    ).toEqual([DESIGNEE_MSG.name, DESIGNEE_MSG.phone, DESIGNEE_MSG.pin]);
    expect(
      designeeSchema.parse({ third_party_designee: false, designee_name: 'X' }).designee_name,
    ).toBeNull();
    expect(
      designeeSchema.parse({
        third_party_designee: true,
        designee_name: 'X',
        designee_phone: '(555) 123-4567',
        designee_pin: '12345',
      }).designee_phone,
    ).toBe('5551234567');
  });
});

describe('refund', () => {
  it('checks the ABA routing checksum (weights 3, 7, 1)', () => {
    // 011000015: 0*3+1*7+1*1 + 0*3+0*7+0*1 + 0*3+1*7+5*1 = 20, a multiple of 10.
    expect(isValidRouting('011000015')).toBe(true);
    expect(isValidRouting('011000016')).toBe(false);
  });
  it('applies the overpayment rules', () => {
    const none = {
      refund_applied_to_estimated_tax: null,
      refund_routing_number: null,
      refund_account_number: null,
    };
    expect(refundIssues(none, '100.00').map((i) => i.message)).toEqual([
      REFUND_MSG.routingRequired,
      REFUND_MSG.accountRequired,
    ]);
    expect(refundIssues({ ...none, refund_applied_to_estimated_tax: '100.00' }, '100.00')).toEqual([]);
    expect(refundIssues({ ...none, refund_applied_to_estimated_tax: '100.01' }, '100.00')[0]!.message).toBe(
      REFUND_MSG.exceeds,
    );
    expect(
      refundIssues({ ...none, refund_routing_number: '011000015', refund_account_number: '123' }, '5').map(
        (i) => i.message,
      ),
    ).toEqual([REFUND_MSG.account]);
    expect(refundIssues(none, '0')).toEqual([]);
  });
});
