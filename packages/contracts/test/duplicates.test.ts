import { describe, expect, it } from 'vitest';
import {
  duplicateFields,
  findDuplicateDocument,
  findF8949Duplicates,
  form1099Int,
  form8949,
  dependent,
  scheduleA,
  ssa1099,
  w2,
  withoutF8949Duplicates,
} from '../src';

const sale = (description: string, proceeds = '100.00') => ({
  box: 'A',
  description,
  date_acquired: '2024-01-10',
  date_sold: '2024-06-10',
  proceeds,
  cost: '50.00',
  adjustment_code: null,
  adjustment: null,
});

describe('findF8949Duplicates', () => {
  it('matches rows one for one, whatever the case, spacing and amount format', () => {
    const onReturn = [sale('XYZ')];
    const file = [
      { ...sale(' xyz '), proceeds: '100' },
      sale('XYZ'), // the return has XYZ once: this second copy repeats the file's first
      sale('ABC'),
      sale('ABC'),
      sale('ABC', '101.00'),
    ];
    const d = findF8949Duplicates(file, onReturn);
    expect(d).toEqual({ on_return: [0], in_file: [1, 3] });
    expect(withoutF8949Duplicates(file, d).map((r) => r.description)).toEqual(['ABC', 'ABC']);
  });
});

describe('findDuplicateDocument', () => {
  const int = { payer_name: 'First Bank', payer_tin: '361234567', box1_interest_income: '1250.00' };

  it('finds a form with the same payer and amounts, written differently', () => {
    const twin = { payer_name: 'FIRST  BANK', payer_tin: '361234567', box1_interest_income: '1,250' };
    expect(findDuplicateDocument(form1099Int, twin, [int])).toBe(int);
    expect(
      findDuplicateDocument(form1099Int, { ...twin, box1_interest_income: '1250.01' }, [int]),
    ).toBeUndefined();
    expect(findDuplicateDocument(form1099Int, { ...twin, payer_tin: '361234568' }, [int])).toBeUndefined();
  });

  it('checks only forms someone issues, never by a secret', () => {
    for (const def of [w2, form1099Int, ssa1099])
      expect(duplicateFields(def).length, def.kind).toBeGreaterThan(0);
    for (const def of [dependent, scheduleA, form8949]) expect(duplicateFields(def), def.kind).toEqual([]);
    expect(duplicateFields(form1099Int)).not.toContain('recipient_tin');
    expect(duplicateFields(w2)).toContain('employer_ein');
  });
});
