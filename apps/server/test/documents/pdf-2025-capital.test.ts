/**
 * The 2025 forms added to the 2024 set at hand: Schedule D, Form 8949 (11 rows a page, boxes G-L for
 * Form 1099-DA), Form 2441 (page 1 refitted) and Form 8962 (2024 fields). Read back from the filled,
 * unflattened fields. The Form 8949 copies come from the return's rows alone, so a hand-made line
 * table stands in for the engine where only the forms list matters.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PDFCheckBox, PDFDocument, PDFTextField } from 'pdf-lib';
import { computeReturn, type F8949Row, type Return } from '@taxprep/tax-engine';
import { fillReturnForms, printableForms, renderReturnPdf } from '../../src/services/documents';
import { formMapsFor } from '../../src/services/documents/pdf/maps';
import { F2441_2025 } from '../../src/services/documents/pdf/y2025/f2441';
import { serverPath } from '../../src/paths';
import * as samples from './fixtures';
import * as creditSamples from './fixtures-credits';
import { metaFor, mfjFamily, singleW2 } from './fixtures';

const meta = metaFor({ taxYear: 2025 });
const onlyForms = (forms: string[]) => ({
  forms,
  lines: { has: () => false, get: () => ({ toWholeDollars: () => '0' }) },
});

describe('2025 maps', () => {
  it('name only fields of their 2025 PDFs: every line, name and SSN field is a text field there', async () => {
    for (const [form, map] of formMapsFor('assets/irs-2025')) {
      const doc = await PDFDocument.load(readFileSync(serverPath('assets/irs-2025', map.pdf)));
      const byName = new Map(
        doc
          .getForm()
          .getFields()
          .map((f) => [f.getName(), f]),
      );
      const named = [map.name, map.ssn, ...Object.values(map.lines)].filter((f): f is string => !!f);
      const missing = named.filter((f) => !(byName.get(f) instanceof PDFTextField));
      expect({ form, missing }).toEqual({ form, missing: [] });
    }
  });

  it('fill every sample return as a 2025 return: no field a 2025 map or its `extra` names is missing', async () => {
    const returns = Object.entries({ ...samples, ...creditSamples }).filter(
      (e): e is [string, Return] => typeof e[1] === 'object' && 'filing_status' in e[1],
    );
    expect(returns.length).toBeGreaterThanOrEqual(8);
    for (const [name, r] of returns) {
      const input = { ...r, tax_year: 2025 };
      const filled = await fillReturnForms(input, computeReturn(input), meta);
      // (A missing field throws "PDF field not found"; Form 8995's 2024 row names did, for a business.)
      expect({ name, forms: filled.length > 0 }).toEqual({ name, forms: true });
    }
  });

  it('print Schedule D, Form 8949, Form 2441 and Form 8962; Form 8863 has no 2025 PDF yet', () => {
    const forms = ['f1040', 'scheduleD', 'f8949', 'f2441', 'f8962', 'f8863'];
    expect(printableForms(onlyForms(forms), 2025)).toEqual(['f1040', 'scheduleD', 'f8949', 'f2441', 'f8962']);
  });
});

const sale = (box: string, i: number): F8949Row => ({
  // Boxes G-L (Form 1099-DA) are on the 2025 form only; the engine's rows do not name them yet.
  box: box as F8949Row['box'],
  description: `Lot ${String(i + 1)}`,
  date_acquired: '2025-01-02',
  date_sold: '2025-02-03',
  proceeds: '1000',
  cost: '900',
});

describe('Form 8949 (2025)', () => {
  it('puts 12 box B rows on two page-1 copies, 11 and 1, each with its line 2 totals', async () => {
    const input: Return = { ...singleW2, f8949: Array.from({ length: 12 }, (_, i) => sale('B', i)) };
    const copies = (await fillReturnForms(input, onlyForms(['f1040', 'f8949']), meta)).filter(
      (f) => f.instance === 'f8949',
    );
    expect(copies.map((c) => c.pages)).toEqual([[0], [0]]);
    const P = 'topmostSubform[0].Page1[0].';
    const row = (n: number, col: number) =>
      `${P}Table_Line1_Part1[0].Row${String(n)}[0].f1_${String(3 + 8 * (n - 1) + col).padStart(2, '0')}[0]`;
    const [first, second] = copies.map((c) => c.doc.getForm());
    // Box B is the second check box of Part I (on-value 2).
    expect(first!.getCheckBox(`${P}c1_1[1]`).isChecked()).toBe(true);
    expect(first!.getCheckBox(`${P}c1_1[0]`).isChecked()).toBe(false);
    expect(first!.getTextField(row(11, 0)).getText()).toBe('Lot 11');
    expect(first!.getTextField(row(11, 7)).getText()).toBe('100'); // 1,000 − 900
    // Line 2 of the first copy: 11 rows × 1,000 = 11,000; × 900 = 9,900; × 100 = 1,100.
    expect(first!.getTextField(`${P}f1_91[0]`).getText()).toBe('11,000');
    expect(first!.getTextField(`${P}f1_92[0]`).getText()).toBe('9,900');
    expect(first!.getTextField(`${P}f1_95[0]`).getText()).toBe('1,100');
    // The twelfth row opens the second copy: its line 2 is that one row.
    expect(second!.getTextField(row(1, 0)).getText()).toBe('Lot 12');
    expect(second!.getTextField(`${P}f1_95[0]`).getText()).toBe('100');
  });

  it('past 5 pages of a box (55 rows), the rest go on the attached 2025 statement', async () => {
    // 60 box B rows: 5 copies of 11 rows hold 55, less the row that carries the statement's totals:
    // 54 rows on the form, 6 on the statement.
    const input: Return = { ...singleW2, f8949: Array.from({ length: 60 }, (_, i) => sale('B', i)) };
    const result = onlyForms(['f1040', 'f8949']);
    const copies = (await fillReturnForms(input, result, meta)).filter((f) => f.instance === 'f8949');
    expect(copies).toHaveLength(5);
    const last = copies[4]!.doc.getForm();
    const P = 'topmostSubform[0].Page1[0].';
    const row11 = `${P}Table_Line1_Part1[0].Row11[0].`;
    expect(last.getTextField(`${row11}f1_83[0]`).getText()).toBe('See attached statement');
    expect(last.getTextField(`${row11}f1_88[0]`).getText()).toBe('M'); // column (f): Exception 2
    expect(last.getTextField(`${row11}f1_90[0]`).getText()).toBe('600'); // 6 rows × 100
    // Line 2 (h) of the last copy: its 10 rows × 100 + the statement's 600.
    expect(last.getTextField(`${P}f1_95[0]`).getText()).toBe('1,600');
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], {
      input: await renderReturnPdf(input, result, meta, ['f8949']),
    }).toString();
    expect(text).toContain(
      'Form 8949 (2025), Sales and Other Dispositions of Capital Assets: attached statement',
    );
    expect(text).toContain('Totals of this statement (6 sales)');
  });

  it('ticks the 1099-DA boxes G (page 1) and L (page 2): the 4th and 6th box, on-values 4 and 6', async () => {
    const input: Return = { ...singleW2, f8949: [sale('G', 0), sale('L', 1)] };
    const copies = (await fillReturnForms(input, onlyForms(['f1040', 'f8949']), meta)).filter(
      (f) => f.instance === 'f8949',
    );
    expect(copies.map((c) => c.pages)).toEqual([[0], [1]]);
    const box = (i: number, name: string) => {
      const f = copies[i]!.doc.getForm().getField(name);
      if (!(f instanceof PDFCheckBox)) throw new Error(`${name} is not a check box`);
      return { on: f.isChecked(), value: f.acroField.getOnValue()?.decodeText() };
    };
    expect(box(0, 'topmostSubform[0].Page1[0].c1_1[3]')).toEqual({ on: true, value: '4' });
    expect(box(1, 'topmostSubform[0].Page2[0].c2_1[5]')).toEqual({ on: true, value: '6' });
    expect(box(1, 'topmostSubform[0].Page2[0].c2_1[2]').on).toBe(false);
  });
});

describe('Form 2441 (2025)', () => {
  const family: Return = {
    ...mfjFamily,
    tax_year: 2025,
    dependents: mfjFamily.dependents!.map((d, i) => ({ ...d, id: 11 + i })),
    dependent_care: {
      providers: [
        {
          name: 'Little Stars Daycare',
          address: '12 Oak St, Springfield, IL 62701',
          tax_exempt: true,
          amount_paid: '4200',
        },
      ],
      persons: [
        { dependent_id: 11, expenses: '3000' },
        { dependent_id: 12, expenses: '3799.50' },
      ],
      expenses_total: '6799.50',
      qualifying_persons: 2,
    },
  };

  it('fills the refitted page 1: one address field, the persons, line 3 and line 8', async () => {
    const result = computeReturn(family);
    const forms = await fillReturnForms(family, result, meta);
    const form = forms.find((f) => f.instance === 'f2441')!.doc.getForm();
    const text = (n: string) => form.getTextField(n).getText() ?? '';
    const p = F2441_2025.providerRow(0);
    expect(text(p.name)).toBe('Little Stars Daycare');
    // Column (b) is one field on the 2025 form: street, then city, state and ZIP on its second line.
    expect(text(p.street)).toBe('12 Oak St\nSpringfield, IL 62701');
    expect(text(p.tin)).toBe('Tax-Exempt');
    expect(text(p.amount)).toBe('4,200');
    expect(text(F2441_2025.personRow(0).expenses)).toBe('3,000');
    expect(text(F2441_2025.personRow(1).expenses)).toBe('3,800'); // 3,799.50 in whole dollars
    // Line 3: 3,000 + 3,799.50 = 6,799.50, at most 6,000 for two or more persons.
    expect(text('topmostSubform[0].Page1[0].f1_27[0]')).toBe('6,000');
    // Line 8: AGI (line 7) over 43,000 gives the decimal .20.
    expect(Number(result.lines.get('f1040.l11').toWholeDollars())).toBeGreaterThan(43000);
    expect(text(F2441_2025.fields.line8)).toBe('20');
  });
});
