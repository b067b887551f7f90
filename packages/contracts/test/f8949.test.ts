import Papa from 'papaparse';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  F8949_CSV_COLUMNS,
  F8949_MSG,
  MONEY_MSG,
  f8949Gain,
  f8949HeldLongTerm,
  f8949RowSchema,
  parseF8949Csv,
  type F8949RowInput,
} from '../src';

const row: F8949RowInput = {
  box: 'A',
  description: '100 sh. XYZ Co.',
  date_acquired: '2023-03-01',
  date_sold: '2024-03-01',
  proceeds: '1500.00',
  cost: '1000.00',
};
const issues = (over: Partial<Record<keyof F8949RowInput, unknown>>) => {
  const r = f8949RowSchema.safeParse({ ...row, ...over });
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};
const ok = (over: Partial<Record<keyof F8949RowInput, unknown>>) => issues(over).length === 0;

describe('f8949RowSchema', () => {
  it('normalizes a good row: box case, trimmed text, exact money, blank adjustment', () => {
    expect(
      f8949RowSchema.parse({ ...row, box: ' d ', date_acquired: 'inherited', proceeds: '$1,234.5', cost: 0 }),
    ).toEqual({
      box: 'D',
      description: '100 sh. XYZ Co.',
      date_acquired: 'INHERITED',
      date_sold: '2024-03-01',
      proceeds: '1234.50',
      cost: '0.00',
      adjustment_code: null,
      adjustment: null,
    });
    expect(f8949RowSchema.parse({ ...row, date_acquired: ' various ' }).date_acquired).toBe('VARIOUS');
    expect(f8949RowSchema.parse({ ...row, version: 3, form1040_id: '7' })).toMatchObject({
      version: 3,
      form1040_id: 7,
    });
  });

  it.each([
    [{ box: 'G' }, 'box', F8949_MSG.box],
    [{ box: '' }, 'box', F8949_MSG.box],
    [{ box: undefined }, 'box', F8949_MSG.box],
    [{ description: '  ' }, 'description', F8949_MSG.description],
    [{ description: undefined }, 'description', F8949_MSG.description],
    [{ description: 'x'.repeat(201) }, 'description', 'At most 200 characters'],
    [{ date_acquired: '2023-02-29' }, 'date_acquired', F8949_MSG.dateAcquired],
    [{ date_acquired: '2023-13-01' }, 'date_acquired', F8949_MSG.dateAcquired],
    [{ date_acquired: '03/01/2023' }, 'date_acquired', F8949_MSG.dateAcquired],
    [{ date_acquired: 'several' }, 'date_acquired', F8949_MSG.dateAcquired],
    [{ date_acquired: undefined }, 'date_acquired', F8949_MSG.dateAcquired],
    [{ date_sold: '2024-02-30' }, 'date_sold', F8949_MSG.dateSold],
    [{ date_sold: 'VARIOUS' }, 'date_sold', F8949_MSG.dateSold],
    [{ proceeds: '' }, 'proceeds', F8949_MSG.proceeds],
    [{ proceeds: null }, 'proceeds', F8949_MSG.proceeds],
    [{ proceeds: '-1' }, 'proceeds', MONEY_MSG.nonNegative],
    [{ proceeds: '1.234' }, 'proceeds', MONEY_MSG.invalid],
    [{ cost: undefined }, 'cost', F8949_MSG.cost],
    [{ cost: -5 }, 'cost', MONEY_MSG.nonNegative],
    [{ adjustment_code: 'A', adjustment: '5' }, 'adjustment_code', F8949_MSG.adjustmentCode],
    [{ adjustment_code: 'WW', adjustment: '5' }, 'adjustment_code', F8949_MSG.adjustmentCode],
    [{ adjustment_code: 'W1', adjustment: '5' }, 'adjustment_code', F8949_MSG.adjustmentCode],
    [{ adjustment: '25' }, 'adjustment_code', F8949_MSG.codeNeeded],
    [{ adjustment_code: 'W' }, 'adjustment', F8949_MSG.amountNeeded],
    [{ adjustment_code: 'W', adjustment: '1.2.3' }, 'adjustment', MONEY_MSG.invalid],
    [{ date_acquired: '2024-03-02' }, 'date_sold', F8949_MSG.soldBeforeAcquired],
  ])('refuses %o with its message on its path', (over, path, message) => {
    expect(issues(over)).toEqual([[path, message]]);
  });

  it('accepts zero amounts, negative adjustments and the codes in any case, each once', () => {
    expect(ok({ proceeds: 0, cost: '0.00' })).toBe(true);
    expect(f8949RowSchema.parse({ ...row, adjustment_code: ' bw ', adjustment: 9 }).adjustment_code).toBe(
      'BW',
    );
    expect(f8949RowSchema.parse({ ...row, adjustment_code: 'e', adjustment: '-12.5' }).adjustment).toBe(
      '-12.50',
    );
    expect(ok({ adjustment_code: 'BTNHDQXRWLESCMOZYP', adjustment: 1 })).toBe(true);
    expect(ok({ adjustment_code: 'N', adjustment: 0 })).toBe(true);
    expect(ok({ adjustment_code: '', adjustment: '' })).toBe(true);
  });

  it('an adjustment of 0 with no code is no adjustment (issue 22 item 17)', () => {
    for (const adjustment of ['0', 0, '0.00', '-0']) {
      const r = f8949RowSchema.parse({ ...row, adjustment_code: '', adjustment });
      expect([r.adjustment_code, r.adjustment]).toEqual([null, null]);
    }
    // A code with 0 stays (the instructions' "enter -0- in column (g)" for code N).
    expect(f8949RowSchema.parse({ ...row, adjustment_code: 'N', adjustment: 0 }).adjustment).toBe('0.00');
    expect(issues({ adjustment: '0.01' })).toEqual([['adjustment_code', F8949_MSG.codeNeeded]]);
  });

  it('reports every field problem at once, with the cross-field rules that can still be checked', () => {
    expect(
      issues({ box: 'z', description: '', date_sold: '2023-01-0x', proceeds: '', cost: '', adjustment: 5 }),
    ).toEqual([
      ['box', F8949_MSG.box],
      ['description', F8949_MSG.description],
      ['date_sold', F8949_MSG.dateSold],
      ['proceeds', F8949_MSG.proceeds],
      ['cost', F8949_MSG.cost],
      ['adjustment_code', F8949_MSG.codeNeeded],
    ]);
    expect(f8949RowSchema.safeParse(null).success).toBe(false);
    expect(f8949RowSchema.safeParse('row').success).toBe(false);
  });
});

describe('holding period and box', () => {
  it('a sale on the anniversary is short-term; the day after is long-term', () => {
    expect(ok({ box: 'A' })).toBe(true);
    expect(issues({ box: 'D' })).toEqual([['box', F8949_MSG.heldShort]]);
    expect(ok({ box: 'D', date_sold: '2024-03-02' })).toBe(true);
    expect(ok({ box: 'E', date_sold: '2024-03-02' })).toBe(true);
    for (const box of ['A', 'B', 'C'])
      expect(issues({ box, date_sold: '2024-03-02' })).toEqual([['box', F8949_MSG.heldLong]]);
    for (const box of ['D', 'E', 'F']) expect(issues({ box })).toEqual([['box', F8949_MSG.heldShort]]);
  });

  it('counts real calendar days across month ends and leap years', () => {
    expect(ok({ box: 'B', date_acquired: '2023-02-28', date_sold: '2024-02-28' })).toBe(true);
    expect(ok({ box: 'E', date_acquired: '2023-02-28', date_sold: '2024-02-29' })).toBe(true);
    expect(ok({ box: 'C', date_acquired: '2023-12-31', date_sold: '2024-12-31' })).toBe(true);
    expect(ok({ box: 'C', date_acquired: '2024-06-01', date_sold: '2024-06-01' })).toBe(true);
    expect(ok({ box: 'F', date_acquired: '1999-12-31', date_sold: '2024-01-01' })).toBe(true);
    expect(f8949HeldLongTerm('2020-02-29', '2021-02-28')).toBe(false);
    expect(f8949HeldLongTerm('2020-02-29', '2021-03-01')).toBe(true);
    expect(f8949HeldLongTerm('2023-03-01', '2024-03-01')).toBe(false);
    expect(f8949HeldLongTerm('2023-03-01', '2024-03-02')).toBe(true);
  });

  it('inherited property is long-term only; VARIOUS fits every box', () => {
    for (const box of ['D', 'E', 'F'])
      expect(ok({ box, date_acquired: 'INHERITED', date_sold: '2024-01-05' })).toBe(true);
    expect(issues({ box: 'A', date_acquired: 'Inherited' })).toEqual([['box', F8949_MSG.heldLong]]);
    for (const box of ['A', 'B', 'C', 'D', 'E', 'F'])
      expect(ok({ box, date_acquired: 'VARIOUS' })).toBe(true);
  });
});

describe('f8949Gain', () => {
  it('is proceeds − cost + adjustment in exact cents', () => {
    expect(f8949Gain({ proceeds: '1500.00', cost: '1000.00' })).toBe('500.00');
    expect(f8949Gain({ proceeds: '1000.00', cost: '1200.50', adjustment: '200.50' })).toBe('0.00');
    expect(f8949Gain({ proceeds: '800.00', cost: '1000.00', adjustment: '150.25' })).toBe('-49.75');
    expect(f8949Gain({ proceeds: '0.10', cost: '0.30', adjustment: '0.20' })).toBe('0.00'); // 0.1 − 0.3 + 0.2 in floats is not 0
    expect(f8949Gain({ proceeds: '0.00', cost: '12.30', adjustment: null })).toBe('-12.30');
    expect(f8949Gain({ proceeds: '999999999999999.99', cost: '0', adjustment: '0.01' })).toBe(
      '1000000000000000.00',
    );
    expect(f8949Gain({ proceeds: 10, cost: 0, adjustment: -0.05 })).toBe('9.95');
    const parsed = f8949RowSchema.parse({ ...row, adjustment_code: 'W', adjustment: '75.5' });
    expect(f8949Gain(parsed)).toBe('575.50');
  });
  it('refuses text that is not an amount', () => {
    expect(() => f8949Gain({ proceeds: 'abc', cost: '0' })).toThrow(RangeError);
  });
});

const HEADER = 'box,description,date_acquired,date_sold,proceeds,cost,adjustment_code,adjustment';
const csv = (...lines: string[]) => lines.join('\n');

describe('parseF8949Csv', () => {
  it('reads the documented columns', () => {
    const r = parseF8949Csv(
      csv(HEADER, 'a,100 sh XYZ,2023-03-01,2024-03-01,1500,1000,,', 'D,ABC,VARIOUS,2024-05-01,10,20,W,5'),
    );
    expect(r.errors).toEqual([]);
    expect(r.rows).toEqual([
      { ...f8949RowSchema.parse(row), description: '100 sh XYZ' },
      f8949RowSchema.parse({
        ...row,
        box: 'D',
        description: 'ABC',
        date_acquired: 'VARIOUS',
        date_sold: '2024-05-01',
        proceeds: 10,
        cost: 20,
        adjustment_code: 'W',
        adjustment: 5,
      }),
    ]);
  });

  it('accepts broker synonyms, MM/DD/YYYY, $ and commas, (negatives), quotes, BOM and CRLF', () => {
    const text =
      '\uFEFFForm 8949 Box,Security Description,Date Acquired,Date Sold,Gross Proceeds,Cost Basis,Code,Adjustment Amount,Symbol\r\n' +
      'E,"100 sh. XYZ, Inc.",1/5/2020,12/31/2024,"$12,345.67","$10,000.00",B,"($1,000.50)",XYZ\r\n';
    expect(parseF8949Csv(text)).toEqual({
      rows: [
        {
          box: 'E',
          description: '100 sh. XYZ, Inc.',
          date_acquired: '2020-01-05',
          date_sold: '2024-12-31',
          proceeds: '12345.67',
          cost: '10000.00',
          adjustment_code: 'B',
          adjustment: '-1000.50',
        },
      ],
      errors: [],
    });
    const r = parseF8949Csv('BOX;Description;Acquired;Sold;Proceeds;Basis\nb;X;03/01/2023;03/01/2024;1;2\n');
    expect(r.rows.map((x) => [x.box, x.date_acquired, x.cost])).toEqual([['B', '2023-03-01', '2.00']]);
  });

  it('maps term and reported to IRS to boxes A, B, D and E', () => {
    const r = parseF8949Csv(
      csv(
        'Term,Basis Reported to IRS,Description,Date Acquired,Date Sold,Proceeds,Cost',
        'Short,Yes,a,2024-01-02,2024-02-01,1,1',
        'short-term,no,b,2024-01-02,2024-02-01,1,1',
        'LONG,Y,c,2020-01-02,2024-02-01,1,1',
        'Long Term,N,d,2020-01-02,2024-02-01,1,1',
      ),
    );
    expect(r.errors).toEqual([]);
    expect(r.rows.map((x) => x.box)).toEqual(['A', 'B', 'D', 'E']);
    const bad = parseF8949Csv(
      csv(
        'term,reported,description,date_acquired,date_sold,proceeds,cost',
        'medium,maybe,a,2024-01-02,2024-02-01,1,1',
      ),
    );
    expect(bad).toEqual({
      rows: [],
      errors: [
        { line: 2, message: `Line 2: ${F8949_MSG.term}` },
        { line: 2, message: `Line 2: ${F8949_MSG.reported}` },
      ],
    });
    // The holding-period rule still applies to the box the term gives.
    expect(
      parseF8949Csv(
        csv(
          'term,reported,description,date_acquired,date_sold,proceeds,cost',
          'long,yes,a,2024-01-02,2024-02-01,1,1',
        ),
      ).errors,
    ).toEqual([{ line: 2, message: `Line 2: ${F8949_MSG.heldShort}` }]);
  });

  it('turns a disallowed wash sale loss into code W with a positive adjustment', () => {
    const r = parseF8949Csv(
      csv(
        'box,description,acquired,sold,proceeds,cost basis,wash sale loss disallowed,adjustment code,adjustment',
        'A,a,2024-01-02,2024-02-01,800,1000,150.25,,',
        'A,b,2024-01-02,2024-02-01,800,1000,(150.25),B,10',
        'A,c,2024-01-02,2024-02-01,800,1000,0.00,,0.00',
        'A,d,2024-01-02,2024-02-01,800,1000,--,,',
      ),
    );
    expect(r.errors).toEqual([]);
    expect(r.rows.map((x) => [x.adjustment_code, x.adjustment, f8949Gain(x)])).toEqual([
      ['W', '150.25', '-49.75'],
      ['BW', '160.25', '-39.75'],
      [null, null, '-200.00'],
      [null, null, '-200.00'],
    ]);
  });

  it('gives one error per message per bad row, at its line in the file', () => {
    const r = parseF8949Csv(
      csv(
        HEADER,
        'A,good,2024-01-02,2024-02-01,1,1,,',
        '',
        'A,,2024-01-02,2024-02-01,1,1,,',
        'D,"two',
        'lines",2024-01-02,2025-02-01,-1,,Q,',
        'A,ok,2024-01-02,2024-02-01,1,1,,',
        '',
        '',
      ),
      2024,
    );
    expect(r.rows.map((x) => x.description)).toEqual(['good', 'ok']);
    expect(r.errors).toEqual([
      { line: 4, message: 'Line 4: Description is required' },
      // Sold 2025-02-01 on a 2024 return.
      { line: 5, message: `Line 5: ${F8949_MSG.dateSoldYear(2024)}` },
      { line: 5, message: `Line 5: ${MONEY_MSG.nonNegative}` },
      { line: 5, message: `Line 5: ${F8949_MSG.cost}` },
      { line: 5, message: `Line 5: ${F8949_MSG.amountNeeded}` },
    ]);
    expect(
      parseF8949Csv(csv(HEADER, 'Q,x,2024-13-01,2024-01-01,1,1,,')).errors.map((e) => e.message),
    ).toEqual([`Line 2: ${F8949_MSG.box}`, `Line 2: ${F8949_MSG.dateAcquired}`]);
  });

  it('names each missing column at line 1 and reads no rows', () => {
    expect(
      parseF8949Csv(csv('box,desc,date acquired,date sold,proceeds', 'A,x,2024-01-02,2024-02-01,1')),
    ).toEqual({
      rows: [],
      errors: [
        { line: 1, message: `Line 1: ${F8949_MSG.missingColumn('description')}` },
        { line: 1, message: `Line 1: ${F8949_MSG.missingColumn('cost')}` },
      ],
    });
    expect(parseF8949Csv('description,date_acquired,date_sold,proceeds,cost\n').errors).toEqual([
      { line: 1, message: 'Line 1: Missing column: box (or term and reported to IRS).' },
    ]);
    expect(parseF8949Csv('term,description,date_acquired,date_sold,proceeds,cost\n').errors).toEqual([
      { line: 1, message: 'Line 1: Missing column: reported to IRS.' },
    ]);
    expect(parseF8949Csv('')).toEqual({
      rows: [],
      errors: [{ line: 1, message: `Line 1: ${F8949_MSG.emptyFile}` }],
    });
    expect(parseF8949Csv('\uFEFF\n\n').errors).toEqual([
      { line: 1, message: `Line 1: ${F8949_MSG.emptyFile}` },
    ]);
    expect(parseF8949Csv(HEADER)).toEqual({ rows: [], errors: [] });
  });

  it('takes at most 5,000 rows per file', () => {
    const line = 'A,x,2024-01-02,2024-02-01,1,1,,';
    expect(parseF8949Csv(csv(HEADER, ...Array<string>(5000).fill(line), '')).rows).toHaveLength(5000);
    expect(parseF8949Csv(csv(HEADER, ...Array<string>(5001).fill(line)))).toEqual({
      rows: [],
      errors: [{ line: 1, message: `Line 1: ${F8949_MSG.tooManyRows}` }],
    });
  });

  describe('never throws', () => {
    afterEach(() => vi.restoreAllMocks());
    it('on odd input', () => {
      for (const t of [
        '\0\0\0',
        '"',
        '"""\n"',
        '\r\r\n\r',
        ',,,\n,,,',
        `${HEADER}\n"unterminated,\0`,
        'ÿþ\u0000b\u0000o\u0000x',
      ])
        expect(() => parseF8949Csv(t)).not.toThrow();
      expect(parseF8949Csv(undefined as unknown as string).errors).toHaveLength(1);
    });
    it('even when the CSV reader fails', () => {
      vi.spyOn(Papa, 'parse').mockImplementation(() => {
        throw new Error('boom');
      });
      expect(parseF8949Csv(HEADER)).toEqual({
        rows: [],
        errors: [{ line: 1, message: `Line 1: ${F8949_MSG.unreadable}` }],
      });
    });
    it('on arbitrary strings (property)', () => {
      const csvish = fc
        .array(
          fc.constantFrom(
            ',',
            '"',
            '\n',
            '\r',
            '\uFEFF',
            '\0',
            'A',
            'D',
            '1',
            '(',
            '$',
            '2024-03-01',
            '03/01/2024',
            HEADER,
          ),
        )
        .map((a) => a.join(''));
      fc.assert(
        fc.property(fc.oneof(fc.string({ unit: 'binary' }), csvish), (t) => {
          const r = parseF8949Csv(t);
          expect(Array.isArray(r.rows) && Array.isArray(r.errors)).toBe(true);
          for (const e of r.errors) expect(e.line).toBeGreaterThanOrEqual(1);
        }),
        { numRuns: 300 },
      );
    });
  });
});

describe('F8949_CSV_COLUMNS', () => {
  it('documents every column the reader knows, the required ones first among them', () => {
    expect(F8949_CSV_COLUMNS.filter((c) => c.required).map((c) => c.name)).toEqual([
      'box',
      'description',
      'date_acquired',
      'date_sold',
      'proceeds',
      'cost',
    ]);
    for (const c of F8949_CSV_COLUMNS) expect(c.description.length).toBeGreaterThan(10);
  });
});
