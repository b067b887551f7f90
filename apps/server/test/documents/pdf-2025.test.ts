/**
 * The 2025 forms (assets/irs-2025) filled from a hand-made line table: the 2025 engine is not in
 * this tree yet, so the table stands in for its lines (keys `<form>.l<line as printed>`).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Return } from '@taxprep/tax-engine';
import { fillReturnForms, printableForms, renderReturnPdf } from '../../src/services/documents';
import { F1040_2025, f1040Map2025 } from '../../src/services/documents/pdf/y2025/f1040';
import { schedule1AMap2025 } from '../../src/services/documents/pdf/y2025/schedule1A';
import { scheduleBMap2025 } from '../../src/services/documents/pdf/y2025/scheduleB';
import { scheduleCMap2025 } from '../../src/services/documents/pdf/y2025/scheduleC';
import { schedule8812Map2025 } from '../../src/services/documents/pdf/y2025/schedule8812';
import { metaFor } from './fixtures';

/**
 * HOH, born 1958 (65 or older at the end of 2025), wages 80,000, one child.
 * Schedule 1-A Part V: 6,000 − 6% × (80,000 − 75,000) = 5,700 (lines 31-38).
 * 12e: 2025 HOH standard deduction 23,625 + 2,000 (65 or older, unmarried) = 25,625.
 * 14: 25,625 + 5,700 = 31,325; 15: 80,000 − 31,325 = 48,675.
 * 16 (2025 HOH rate schedule): 10% × 17,000 + 12% × 31,675 = 1,700 + 3,801 = 5,501.
 * 19: one child, 2,200; 22 = 24: 5,501 − 2,200 = 3,301; 25a = 33: 8,000; 34 = 35a: 4,699.
 */
const LINES: Record<string, number> = {
  'f1040.l1a': 80000,
  'f1040.l1z': 80000,
  'f1040.l9': 80000,
  'f1040.l11a': 80000,
  'f1040.l11b': 80000,
  'f1040.l12e': 25625,
  'f1040.l13b': 5700,
  'f1040.l14': 31325,
  'f1040.l15': 48675,
  'f1040.l16': 5501,
  'f1040.l18': 5501,
  'f1040.l19': 2200,
  'f1040.l21': 2200,
  'f1040.l22': 3301,
  'f1040.l24': 3301,
  'f1040.l25a': 8000,
  'f1040.l25d': 8000,
  'f1040.l33': 8000,
  'f1040.l34': 4699,
  'f1040.l35a': 4699,
  'schedule1A.l1': 80000,
  'schedule1A.l3': 80000,
  'schedule1A.l31': 80000,
  'schedule1A.l32': 75000,
  'schedule1A.l33': 5000,
  'schedule1A.l34': 300,
  'schedule1A.l35': 5700,
  'schedule1A.l36a': 5700,
  'schedule1A.l37': 5700,
  'schedule1A.l38': 5700,
};

const result = {
  forms: ['f1040', 'schedule1A', 'f8863'],
  lines: {
    has: (k: string) => k in LINES,
    get: (k: string) => ({ toWholeDollars: () => String(LINES[k] ?? 0) }),
  },
};

const input: Return = {
  filing_status: 'hoh',
  taxpayer: { first_name: 'Rosa', last_name: 'Diaz', ssn: '400077890', date_of_birth: '1958-03-01' },
  digital_assets: false,
  dependents: [
    {
      first_name: 'Luis',
      last_name: 'Diaz',
      ssn: '400088901',
      relationship: 'son',
      date_of_birth: '2014-06-06',
      months_lived_with: 12,
      qualifies_for_child_tax_credit: true,
    },
  ],
};
const meta = metaFor({ taxYear: 2025 });

describe('PDF: 2025 forms', () => {
  it('prints only the forms with a 2025 map (Form 8863 has none yet)', () => {
    expect(printableForms(result, 2025)).toEqual(['f1040', 'schedule1A']);
  });

  it('Form 1040: lines 11a/11b, 12e, 13b, HOH (on-value 4), age box 12d, dependent columns', async () => {
    const filled = await fillReturnForms(input, result, meta);
    const f = filled.find((x) => x.instance === 'f1040')!.doc.getForm();
    const L = f1040Map2025.lines;
    const F = F1040_2025;
    expect(f.getTextField(L.l1a!).getText()).toBe('80,000');
    expect(f.getTextField(L.l11a!).getText()).toBe('80,000');
    expect(f.getTextField(L.l11b!).getText()).toBe('80,000');
    expect(f.getTextField(L.l12e!).getText()).toBe('25,625');
    expect(f.getTextField(L.l13b!).getText()).toBe('5,700');
    expect(f.getTextField(L.l15!).getText()).toBe('48,675');
    expect(f.getTextField(L.l35a!).getText()).toBe('4,699');
    expect(f.getTextField(F.firstName as string).getText()).toBe('Rosa');
    expect(f.getTextField(F.ssn as string).getText()).toBe('400077890');
    const hoh = f.getCheckBox(F.statusHoh as string);
    expect(hoh.isChecked()).toBe(true);
    expect(f.getCheckBox(F.statusSingle as string).isChecked()).toBe(false);
    expect(f.getCheckBox(F.youBornBefore1960 as string).isChecked()).toBe(true);
    const [d1] = F.dependents;
    expect(f.getTextField(d1!.firstName!).getText()).toBe('Luis');
    expect(f.getTextField(d1!.lastName!).getText()).toBe('Diaz');
    expect(f.getCheckBox(d1!.ctc).isChecked()).toBe(true);
    const s1a = filled.find((x) => x.instance === 'schedule1A')!.doc.getForm();
    expect(s1a.getTextField(schedule1AMap2025.lines.l38!).getText()).toBe('5,700');
    expect(s1a.getTextField(schedule1AMap2025.name!).getText()).toBe('Rosa Diaz');
  });

  it('the flattened PDF shows the figures on the 2025 forms', async () => {
    const pdf = await renderReturnPdf(input, result, meta);
    const dir = mkdtempSync(join(tmpdir(), 'pdf25-'));
    const file = join(dir, 'r.pdf');
    writeFileSync(file, pdf);
    if (process.env.PDF25_OUT) writeFileSync(process.env.PDF25_OUT, pdf);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    expect(text).toContain('Schedule 1-A');
    expect(text).toContain('Form 1040 (2025)');
    for (const v of ['25,625', '5,700', '48,675', '4,699', 'Rosa']) expect(text).toContain(v);
    // Form 8863 has no 2025 PDF: left out and named on a note page, not filled on 2024's form.
    expect(text).toContain('Forms not included in this 2025 PDF');
    expect(text).toContain('Form 8863');
    expect(text).not.toContain('Form 8863 (2024)');
  });

  it('Schedules B and C: moved fields (7a boxes, line 1 box) and 27a/27b swapped on the 2025 form', async () => {
    // Line table by hand: Schedule C other expenses 1,200 (line 48 → 27b), energy deduction 500 (27a).
    const lines: Record<string, number> = {
      'scheduleB.l2': 300,
      'scheduleB.l4': 300,
      'scheduleC.l1': 20000,
      'scheduleC.l27a': 500,
      'scheduleC.l27b': 1200,
      'scheduleC.l48': 1200,
    };
    const r = {
      forms: ['f1040', 'scheduleB', 'scheduleC'],
      lines: {
        has: (k: string) => k in lines,
        get: (k: string) => ({ toWholeDollars: () => String(lines[k]) }),
      },
    };
    const inp: Return = {
      ...input,
      f1099_int: [{ payer_name: 'First Bank', box1_interest_income: '300' }],
      schedule_c: [{ principal_business: 'Design', business_name: 'Rosa Design' }],
    };
    const filled = await fillReturnForms(inp, r, meta);
    const b = filled.find((x) => x.instance === 'scheduleB')!.doc.getForm();
    expect(b.getCheckBox('topmostSubform[0].Page1[0].TagcorrectingSubform[0].c1_1[1]').isChecked()).toBe(
      true,
    );
    expect(b.getTextField(scheduleBMap2025.lines.l2!).getText()).toBe('300');
    const c = filled.find((x) => x.instance === 'scheduleC')!.doc.getForm();
    expect(c.getTextField('topmostSubform[0].Page1[0].Lines18-27[0].f1_40[0]').getText()).toBe('500');
    expect(c.getTextField(scheduleCMap2025.lines.l27b!).getText()).toBe('1,200');
    expect(c.getTextField('topmostSubform[0].Page1[0].Lines18-27[0].f1_39[0]').getText()).toBe('1,200');
  });

  it('Schedules 1, 2, 3, A and Forms 6251, 8995 and 8880 land on their 2025 lines (rendered text)', async () => {
    // Distinct made-up figures, one a line, so each can be found next to its line number.
    const lines: Record<string, number> = {
      'schedule2.l4': 1413, // Schedule 2 line 4 (self-employment tax)
      'schedule2.l17z': 1717,
      'schedule3.l4': 444, // Schedule 3 line 4 (saver's credit)
      'schedule3.l13z': 1313,
      'scheduleA.l5e': 40000, // Schedule A line 5e (2025 SALT cap)
      'scheduleA.l16': 1616,
      'f8995.l15': 1515,
      'schedule1.l7': 7007, // Schedule 1 line 7 (unemployment compensation)
      'schedule1.l8z': 8026,
      'schedule1.l11': 1111,
      'schedule1.l26': 2626,
      'f6251.l1a': 61001, // Form 6251 line 1a
      'f6251.l2a': 62002, // line 2a (one field lower than in 2024)
      'f6251.l11': 61111, // line 11 (AMT)
      'f8880.l7': 8807, // Form 8880 line 7
    };
    const r = {
      forms: ['f1040', 'schedule1', 'schedule2', 'schedule3', 'scheduleA', 'f6251', 'f8995', 'f8880'],
      lines: {
        has: (k: string) => k in lines,
        get: (k: string) => ({ toWholeDollars: () => String(lines[k]) }),
      },
    };
    const pdf = await renderReturnPdf(input, r, meta);
    const dir = mkdtempSync(join(tmpdir(), 'pdf25-'));
    const file = join(dir, 'r.pdf');
    writeFileSync(file, pdf);
    if (process.env.PDF25_OUT2) writeFileSync(process.env.PDF25_OUT2, pdf);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    // The text from a line's label to its amount column (two printed rows at most).
    const after = (label: string) => text.slice(text.indexOf(label), text.indexOf(label) + 400);
    expect(after('4     Self-employment tax')).toMatch(/^[^\n]*\n[^\n]*1,413/);
    expect(after('4   Retirement savings')).toMatch(/^[^\n]*444/);
    expect(after('15      Qualified business income deduction')).toMatch(/^[^\n]*\n[^\n]*1,515/);
    expect(text).toContain('40,000');
    expect(text).toContain('1,717');
    expect(text).toContain('1,313');
    expect(text).toContain('1,616');
    expect(after('7   Unemployment compensation')).toMatch(/^[^\n]*\n[^\n]*7,007/);
    expect(after('11     Educator expenses')).toMatch(/^[^\n]*1,111/);
    for (const v of ['8,026', '2,626', '61,001', '62,002', '61,111']) expect(text).toContain(v);
    expect(after('7      Add the amounts on line 6')).toMatch(/^[^\n]*8,807/);
    // Form 8880's instructions page (credit limit worksheet) is not printed.
    const f8880 = (await fillReturnForms(input, r, meta)).find((f) => f.instance === 'f8880');
    expect(f8880?.pages).toEqual([0]);
  });

  it('Schedule 8812: page 2 lines sit one field lower on the 2025 form', () => {
    // 2025 field list: f2_2 "16a. Subtract line 14 from line 12", f2_4 "16b. ... multiply",
    // f2_16 "27. This is your additional child tax credit"; page 1 unchanged (f1_18 line 13).
    const L = schedule8812Map2025.lines;
    expect(L.l16a).toBe('topmostSubform[0].Page2[0].f2_2[0]');
    expect(L.l16b).toBe('topmostSubform[0].Page2[0].f2_4[0]');
    expect(L.l27).toBe('topmostSubform[0].Page2[0].f2_16[0]');
    expect(L.l13).toBe('topmostSubform[0].Page1[0].f1_18[0]');
  });
});
