import { describe, expect, it } from 'vitest';
import { F2441_MSG, f2441Schema } from '../src';

const provider = { name: 'Sunny Day Care', address: '5 Elm St', tin: '98-7654321', amount_paid: '7,000' };
const messages = (body: unknown) => {
  const r = f2441Schema.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('Form 2441 entries', () => {
  it('normalises amounts and TINs, and a tax-exempt provider needs no number', () => {
    const v = f2441Schema.parse({
      providers: [provider, { name: 'Church Preschool', address: '9 Oak', tin: '123', tax_exempt: true }],
      persons: [{ dependent_id: '7', expenses: '4000' }],
      student_or_disabled_months: '9',
      student_or_disabled: '',
    });
    expect(v.providers[0]).toMatchObject({ tin: '987654321', amount_paid: '7000.00', tax_exempt: false });
    expect(v.providers[1]).toMatchObject({ tin: null, tax_exempt: true });
    expect(v.persons).toEqual([{ dependent_id: 7, expenses: '4000.00', over_12_and_disabled: false }]);
    expect(v.student_or_disabled_months).toBe(9);
    expect(v.student_or_disabled).toBeNull();
  });

  it('keeps a masked TIN for the server to match, and refuses other shapes in plain words', () => {
    expect(f2441Schema.parse({ providers: [{ ...provider, tin: '*****4321' }] }).providers[0]!.tin).toBe(
      '*****4321',
    );
    expect(messages({ providers: [{ ...provider, tin: '' }] })).toEqual([F2441_MSG.tin]);
    expect(messages({ providers: [{ ...provider, tin: 'x'.repeat(100) }] })).toEqual([F2441_MSG.tin]);
    expect(messages({ persons: [{ dependent_id: 3 }, { dependent_id: 3 }] })).toEqual([F2441_MSG.samePerson]);
    expect(messages({ persons: [{ dependent_id: 'abc' }] })).toEqual([F2441_MSG.person]);
    expect(messages({ student_or_disabled_months: 12.5 })).toEqual([F2441_MSG.months]);
    expect(messages({ student_or_disabled_months: 'nine' })).toEqual([F2441_MSG.months]);
  });
});
