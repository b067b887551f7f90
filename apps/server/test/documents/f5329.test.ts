/**
 * Form 5329 Part I as a labelled facsimile in the return PDF: an early IRA distribution (box 7
 * code 1) of 10,000 owes the 10% additional tax, 1,000 (Form 5329 line 4, Schedule 2 line 8).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeReturn, type Return } from '@taxprep/tax-engine';
import { renderReturnPdf } from '../../src/services/documents';
import { metaFor, singleW2 } from './fixtures';

const early: Return = {
  ...singleW2,
  f1099_r: [
    {
      payer_name: 'Brokerage IRA',
      payer_tin: '361234567',
      recipient_tin: '400011234',
      box1_gross_dist: '10000',
      box2a_taxable_amt: '10000',
      box7_distribution_codes: '1',
      ira_sep_simple: true,
    } as never,
  ],
};

const text = (pdf: Uint8Array) => {
  const dir = mkdtempSync(join(tmpdir(), 'f5329-'));
  writeFileSync(join(dir, 'r.pdf'), pdf);
  return execFileSync('pdftotext', ['-layout', 'r.pdf', '-'], { cwd: dir }).toString();
};

describe('Form 5329 facsimile', () => {
  it('follows the official forms when the 10% additional tax applies', async () => {
    const result = computeReturn(early);
    // Line 1 = 10,000 (code 1, fully taxable); line 3 = 10,000; line 4 = 10% = 1,000.
    expect(result.lines.get('f5329.l4').toString()).toBe('1000.00');
    expect(result.lines.get('schedule2.l8').toString()).toBe('1000.00');
    const t = text(await renderReturnPdf(early, result, metaFor()));
    expect(t).toContain('Facsimile of Form 5329 (2024) — prepared by taxprep, not the official IRS form');
    expect(t).toContain('Additional Tax on Early Distributions');
    expect(t).toMatch(/Additional tax\. Enter 10% \(0\.10\) of line 3[\s\S]*1,000/);
  });

  it('prints the exception number on line 2 (12 when more than one applies)', async () => {
    const withException = (rows: [string, string][]): Return => ({
      ...singleW2,
      f1099_r: rows.map(([amount, code]) => ({
        ...early.f1099_r![0]!,
        early_distribution_exception_amount: amount,
        early_distribution_exception_code: code,
      })),
    });
    const one = withException([['4000', '03']]);
    const r1 = computeReturn(one);
    // Line 1 = 10,000; line 2 = 4,000 (exception 03, disability); line 3 = 6,000; line 4 = 600.
    expect(r1.lines.get('f5329.l2').toString()).toBe('4000.00');
    const t1 = text(await renderReturnPdf(one, r1, metaFor()));
    const line2 = (t: string) =>
      t.slice(t.indexOf('Early distributions included on line 1'), t.indexOf('Amount subject'));
    expect(line2(t1)).toMatch(/exception number from the instructions\s+03\n/);
    expect(line2(t1)).toMatch(/\b2\s+4,000\b/);
    // Two distributions with different exceptions: I5329 line 2 says enter 12.
    const two = withException([
      ['1000', '01'],
      ['2000', '05'],
    ]);
    const t2 = text(await renderReturnPdf(two, computeReturn(two), metaFor()));
    // Line 2 = 1,000 + 2,000 = 3,000.
    expect(line2(t2)).toMatch(/exception number from the instructions\s+12\n/);
    expect(line2(t2)).toMatch(/\b2\s+3,000\b/);
  });

  it('is not attached without an early distribution', async () => {
    const t = text(await renderReturnPdf(singleW2, computeReturn(singleW2), metaFor()));
    expect(t).not.toContain('Form 5329');
  });
});
