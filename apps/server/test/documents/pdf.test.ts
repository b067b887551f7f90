import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { computeReturn } from '@taxprep/tax-engine';
import { fillReturnForms, renderReturnPdf } from '../../src/services/documents';
import { F1040 } from '../../src/services/documents/pdf/f1040';
import { f1040Map } from '../../src/services/documents/pdf/f1040';
import { scheduleCMap } from '../../src/services/documents/pdf/scheduleC';
import { scheduleSEMap } from '../../src/services/documents/pdf/scheduleSE';
import { familyMeta, metaFor, mfjFamily, selfEmployed, singleW2 } from './fixtures';

const L = f1040Map.lines;
const wd = (r: ReturnType<typeof computeReturn>, k: string): string =>
  BigInt(r.lines.get(k).toWholeDollars())
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');

async function forms(input: typeof singleW2, meta = metaFor()) {
  const result = computeReturn(input);
  const filled = await fillReturnForms(input, result, meta);
  const get = (instance: string) => {
    const f = filled.find((x) => x.instance === instance);
    if (!f) throw new Error(`no ${instance}`);
    return f.doc.getForm();
  };
  return { result, filled, get };
}

describe('PDF: Form 1040 field mapping', () => {
  it('single W-2 filer: wages on 1a, AGI on 11, tax on 16, SSN and filing status', async () => {
    const { result, get } = await forms(singleW2);
    const f = get('f1040');
    expect(f.getTextField(L.l1a!).getText()).toBe('52,000');
    expect(f.getTextField(L.l1z!).getText()).toBe('52,000');
    expect(f.getTextField(L.l11!).getText()).toBe(wd(result, 'f1040.l11'));
    expect(f.getTextField(L.l12!).getText()).toBe('14,600');
    expect(f.getTextField(L.l15!).getText()).toBe(wd(result, 'f1040.l15'));
    expect(f.getTextField(L.l16!).getText()).toBe(wd(result, 'f1040.l16'));
    expect(f.getTextField(L.l25a!).getText()).toBe('5,200');
    expect(f.getTextField(F1040.ssn).getText()).toBe('400011234');
    expect(f.getTextField(F1040.firstName).getText()).toBe('Ana');
    expect(f.getCheckBox(F1040.statusSingle).isChecked()).toBe(true);
    expect(f.getCheckBox(F1040.statusMfj).isChecked()).toBe(false);
    expect(f.getCheckBox(F1040.digitalNo).isChecked()).toBe(true);
    expect(f.getCheckBox(F1040.digitalYes).isChecked()).toBe(false);
    expect(f.getCheckBox(F1040.designeeNo).isChecked()).toBe(true);
    expect(f.getTextField(F1040.city).getText()).toBe('Springfield');
    expect(result.forms).toEqual(['f1040']);
  });

  it('MFJ with two dependents, direct deposit, designee and preparer', async () => {
    const { result, get } = await forms(mfjFamily, familyMeta());
    const f = get('f1040');
    expect(f.getCheckBox(F1040.statusMfj).isChecked()).toBe(true);
    expect(f.getTextField(F1040.spouseSsn).getText()).toBe('400033456');
    expect(f.getTextField(F1040.spouseFirstName).getText()).toBe('Jane');
    const [r1, r2, r3] = F1040.dependents;
    expect(f.getTextField(r1!.name).getText()).toBe('Lily Baker');
    expect(f.getTextField(r1!.ssn).getText()).toBe('400044567');
    expect(f.getTextField(r1!.relationship).getText()).toBe('daughter');
    expect(f.getCheckBox(r1!.ctc).isChecked()).toBe(true);
    expect(f.getCheckBox(r1!.odc).isChecked()).toBe(false);
    expect(f.getTextField(r2!.name).getText()).toBe('Max Baker');
    expect(f.getCheckBox(r2!.ctc).isChecked()).toBe(true);
    expect(f.getTextField(r3!.name).getText()).toBeUndefined();
    expect(f.getTextField(L.l1a!).getText()).toBe('127,000');
    expect(f.getTextField(L.l19!).getText()).toBe(wd(result, 'f1040.l19'));
    expect(f.getTextField(L.l34!).getText()).toBe(wd(result, 'f1040.l34'));
    expect(f.getTextField(L.l35a!).getText()).toBe(wd(result, 'f1040.l35a'));
    expect(f.getTextField(F1040.routing).getText()).toBe('021000021');
    expect(f.getTextField(F1040.account).getText()).toBe('123456789012');
    expect(f.getCheckBox(F1040.checking).isChecked()).toBe(true);
    expect(f.getCheckBox(F1040.savings).isChecked()).toBe(false);
    expect(f.getCheckBox(F1040.designeeYes).isChecked()).toBe(true);
    expect(f.getTextField(F1040.designeeName).getText()).toBe('Pat Preparer');
    expect(f.getTextField(F1040.designeePin).getText()).toBe('12345');
    expect(f.getTextField(F1040.ptin).getText()).toBe('P01234567');
    expect(f.getTextField(F1040.firmEin).getText()).toBe('36-1234567');
    expect(f.getCheckBox(F1040.pecfYou).isChecked()).toBe(true);
    expect(result.forms).toContain('schedule8812');
    const s8812 = get('schedule8812');
    expect(s8812.getTextField('topmostSubform[0].Page1[0].f1_9[0]').getText()).toBe('2'); // line 4: qualifying children
    expect(s8812.getTextField('topmostSubform[0].Page1[0].f1_19[0]').getText()).toBe(
      wd(result, 'schedule8812.l14'),
    );
  });

  it('self-employed: Schedule C, SE, Schedule 1/2 lines land on their forms', async () => {
    const { result, get } = await forms(selfEmployed);
    expect(result.forms).toEqual(
      expect.arrayContaining(['schedule1', 'schedule2', 'scheduleC', 'scheduleSE']),
    );
    const c = get('scheduleC');
    expect(c.getTextField(scheduleCMap.lines.l1!).getText()).toBe('90,000');
    expect(c.getTextField(scheduleCMap.lines.l8!).getText()).toBe('1,200');
    expect(c.getTextField(scheduleCMap.lines.l31!).getText()).toBe(wd(result, 'scheduleC.l31'));
    expect(c.getTextField('topmostSubform[0].Page1[0].f1_5[0]').getText()).toBe('Rivera Design');
    expect(c.getTextField('topmostSubform[0].Page2[0].PartVTable[0].Item1[0].f2_15[0]').getText()).toBe(
      'Software subscriptions',
    );
    const se = get('scheduleSE');
    expect(se.getTextField(scheduleSEMap.lines.l2!).getText()).toBe(wd(result, 'scheduleSE.l2'));
    expect(se.getTextField(scheduleSEMap.lines.l12!).getText()).toBe(wd(result, 'scheduleSE.l12'));
    expect(se.getTextField(scheduleSEMap.lines.l13!).getText()).toBe(wd(result, 'scheduleSE.l13'));
    const s1 = get('schedule1');
    expect(s1.getTextField('form1[0].Page1[0].f1_07[0]').getText()).toBe(wd(result, 'schedule1.l3'));
    expect(s1.getTextField('form1[0].Page2[0].f2_05[0]').getText()).toBe(wd(result, 'schedule1.l15'));
    const s2 = get('schedule2');
    expect(s2.getTextField('form1[0].Page1[0].f1_14[0]').getText()).toBe(wd(result, 'schedule2.l4'));
    const f = get('f1040');
    expect(f.getCheckBox(F1040.digitalYes).isChecked()).toBe(true);
    expect(f.getTextField(L.l8!).getText()).toBe(wd(result, 'f1040.l8'));
    expect(f.getTextField(L.l26!).getText()).toBe('12,000');
  });
});

describe('PDF: lines 4a/5a', () => {
  it('a fully taxable IRA distribution or pension fills 4b/5b only; a partly taxable one fills 4a/5a too', async () => {
    const input = {
      ...singleW2,
      f1099_r: [
        // Fully taxable (box 2a = box 1): Form 1040 instructions, lines 4 and 5 — no entry on 4a/5a.
        { payer_name: 'IRA Co', box1_gross_dist: '6000', box2a_taxable_amt: '6000', ira_sep_simple: true },
        {
          payer_name: 'Pension Co',
          box1_gross_dist: '9000',
          box2a_taxable_amt: '9000',
          ira_sep_simple: false,
        },
      ],
    };
    const { get } = await forms(input);
    const f = get('f1040');
    expect(f.getTextField(L.l4a!).getText() ?? '').toBe('');
    expect(f.getTextField(L.l4b!).getText()).toBe('6,000');
    expect(f.getTextField(L.l5a!).getText() ?? '').toBe('');
    expect(f.getTextField(L.l5b!).getText()).toBe('9,000');

    const partly = {
      ...singleW2,
      f1099_r: [
        { payer_name: 'P', box1_gross_dist: '9000', box2a_taxable_amt: '7500', ira_sep_simple: false },
      ],
    };
    const g = (await forms(partly)).get('f1040');
    expect(g.getTextField(L.l5a!).getText()).toBe('9,000');
    expect(g.getTextField(L.l5b!).getText()).toBe('7,500');
  });
});

describe('PDF: merged file', () => {
  it('merges the forms in IRS order, flattened, and renders page 1 with pdftoppm', async () => {
    const input = selfEmployed;
    const result = computeReturn(input);
    const meta = metaFor({
      overrides: [
        {
          key: 'f1040.l16',
          computed: result.lines.get('f1040.l16').toString(),
          value: '5000',
          reason: 'Tax table check',
        },
      ],
    });
    const bytes = await renderReturnPdf(input, result, meta);
    const doc = await PDFDocument.load(bytes);
    // 1040 (2) + Sch 1 (2) + Sch 2 (2) + Sch C (2) + Sch SE (2) + 8995 (1 when needed)
    const expected = 10 + (result.forms.includes('f8995') ? 1 : 0);
    expect(doc.getPageCount()).toBe(expected);
    expect(doc.getForm().getFields()).toHaveLength(0);

    const dir = mkdtempSync(join(tmpdir(), 'docs-'));
    const pdf = join(dir, 'return.pdf');
    writeFileSync(pdf, bytes);
    execFileSync('/usr/bin/pdftoppm', ['-r', '60', '-png', '-f', '1', '-l', '1', pdf, join(dir, 'p')]);
    const png = join(dir, 'p-01.png');
    expect(statSync(png).size).toBeGreaterThan(20_000);
    expect(readFileSync(png).subarray(1, 4).toString()).toBe('PNG');

    // Text of the flattened pages: values and the override note are on the page.
    const text = execFileSync('/usr/bin/pdftotext', ['-layout', '-f', '2', '-l', '2', pdf, '-']).toString();
    expect(text).toContain('Preparer override: line 16');
    expect(text).toContain('used 5,000');
    expect(text).toContain('5,000');
    const page7 = execFileSync('/usr/bin/pdftotext', ['-f', '7', '-l', '7', pdf, '-']).toString();
    expect(page7).toContain('Profit or Loss From Business');
    expect(page7).toContain('90,000');
  });

  it('is byte-stable for the same input', async () => {
    const result = computeReturn(singleW2);
    const a = await renderReturnPdf(singleW2, result, metaFor());
    const b = await renderReturnPdf(singleW2, result, metaFor());
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it('reuses the parsed templates without one return leaking into the next', async () => {
    const single = computeReturn(singleW2);
    const before = await renderReturnPdf(singleW2, single, metaFor());
    // Another return fills the same templates (1040, Schedules 1–3) with other values in between.
    await renderReturnPdf(mfjFamily, computeReturn(mfjFamily), familyMeta());
    const after = await renderReturnPdf(singleW2, single, metaFor());
    expect(Buffer.from(after).equals(Buffer.from(before))).toBe(true);
    const text = execFileSync('/usr/bin/pdftotext', ['-layout', '-', '-'], { input: after }).toString();
    expect(text).toContain('Ana');
    expect(text).not.toContain('Baker');
  });
});

describe('PDF: console', () => {
  it('makes a PDF without printing pdf-lib’s XFA warning', async () => {
    const seen: string[] = [];
    const original = { log: console.log, warn: console.warn, error: console.error };
    for (const k of ['log', 'warn', 'error'] as const)
      console[k] = (...a: unknown[]) => {
        seen.push(a.map(String).join(' '));
      };
    try {
      await renderReturnPdf(singleW2, computeReturn(singleW2), metaFor());
    } finally {
      Object.assign(console, original);
    }
    expect(seen.filter((s) => /XFA/i.test(s))).toEqual([]);
  });
});
