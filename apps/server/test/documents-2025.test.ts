/**
 * A 2025 return through the API, on the 2025 IRS forms: a W-2 and two Form 8949 sales. Its PDF is
 * checked field by field: each figure must be printed inside the rectangle pdf-lib gives for the
 * field of the 2025 form's map (Form 1040 lines 7a, 11a, 11b, 12e, 15; Schedule D; Form 8949 pages 1
 * and 2). Its XML names the 2025 schema version and carries the 2025 lines.
 *
 * Hand computation (2025 Form 1040 and Schedule D instructions; standard deduction of P.L. 119-21):
 * - W-2 box 1: 52,000 (line 1a, 1z).
 * - Form 8949 box B (short-term, basis not reported): 10,000 − 7,000 = 3,000 = Schedule D line 2 = line 7.
 * - Form 8949 box E (long-term, basis not reported): 6,000 − 4,000 = 2,000 = Schedule D line 9 = line 15.
 * - Schedule D line 16: 3,000 + 2,000 = 5,000 = Form 1040 line 7a.
 * - Line 9: 52,000 + 5,000 = 57,000 = line 11a (no adjustments) = line 11b.
 * - Line 12e: the 2025 standard deduction, single, 15,750; 13a, 13b none; line 14 = 15,750.
 * - Line 15: 57,000 − 15,750 = 41,250.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { createTestApp, type TestApp } from './helpers/app';
import { call, filer, newReturn, PERSONAL, W2 } from './helpers/returns';
import { serverPath } from '../src/paths';
import { f1040Map2025 } from '../src/services/documents/pdf/y2025/f1040';
import { scheduleDMap2025 } from '../src/services/documents/pdf/y2025/scheduleD';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function return2025() {
  const auth = (await filer(t)).auth;
  const api = call(t, auth);
  const id = await newReturn(t, auth, { tax_year: 2025 });
  expect((await api.put(`/api/form1040/${id}/personal`, PERSONAL)).statusCode).toBe(200);
  expect((await api.put(`/api/form1040/${id}/filing-status`, { filing_status: 'single' })).statusCode).toBe(
    200,
  );
  expect((await api.post('/api/w2/add', { form1040_id: id, ...W2 })).statusCode).toBe(201);
  const sale = (box: string, description: string, acquired: string, proceeds: string, cost: string) =>
    api.post(`/api/form1040/${id}/f8949`, {
      box,
      description,
      date_acquired: acquired,
      date_sold: '2025-06-10',
      proceeds,
      cost,
    });
  expect((await sale('B', '100 sh XYZ', '2025-01-10', '10000', '7000')).statusCode).toBe(201);
  expect((await sale('E', '10 sh ABC', '2020-03-01', '6000', '4000')).statusCode).toBe(201);
  return { id, api };
}

interface Word {
  text: string;
  x: number;
  y: number;
}

/** Every word of every page with its centre, in PDF points from the bottom left (pdftotext -bbox). */
function wordsByPage(pdf: Buffer): Word[][] {
  const dir = mkdtempSync(join(tmpdir(), 'pdf25-api-'));
  try {
    writeFileSync(join(dir, 'r.pdf'), pdf);
    const html = execFileSync('pdftotext', ['-bbox', 'r.pdf', '-'], { cwd: dir }).toString();
    return html
      .split('<page ')
      .slice(1)
      .map((page) => {
        const height = Number(/height="([\d.]+)"/.exec(page)?.[1]);
        return [
          ...page.matchAll(/xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g),
        ].map((m) => ({
          text: m[5]!,
          x: (Number(m[1]) + Number(m[3])) / 2,
          y: height - (Number(m[2]) + Number(m[4])) / 2,
        }));
      });
  } finally {
    rmSync(dir, { recursive: true });
  }
}

/** The rectangle of a field of an official 2025 PDF, as pdf-lib reads it. */
async function fieldRect(pdf: string, field: string) {
  const doc = await PDFDocument.load(readFileSync(serverPath(`assets/irs-2025/${pdf}`)));
  const w = doc.getForm().getField(field).acroField.getWidgets()[0]!;
  return w.getRectangle();
}

/** What the merged PDF prints inside the field's rectangle on `page`. */
async function printedIn(words: Word[][], page: number, pdf: string, field: string): Promise<string> {
  const r = await fieldRect(pdf, field);
  return (words[page] ?? [])
    .filter((w) => w.x >= r.x && w.x <= r.x + r.width && w.y >= r.y && w.y <= r.y + r.height)
    .map((w) => w.text)
    .join(' ');
}

describe('a 2025 return: PDF and XML on the 2025 forms', () => {
  let pdf: Buffer;
  let xml: string;
  beforeAll(async () => {
    const { id, api } = await return2025();
    const p = await api.get(`/api/form1040/${id}/pdf`);
    expect(p.statusCode).toBe(200);
    expect(p.headers['content-type']).toBe('application/pdf');
    pdf = p.rawPayload;
    const x = await api.get(`/api/form1040/${id}/xml`);
    expect(x.statusCode).toBe(200);
    xml = x.body;
  }, 60_000);

  it('prints Form 1040 (2 pages), Schedule D (2) and Form 8949 pages 1 and 2, in that order', async () => {
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(6);
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
    const order = ['Form 1040 (2025)', 'Schedule D (Form 1040) 2025', 'Form 8949 (2025)'].map((s) =>
      text.indexOf(s),
    );
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).not.toContain('Forms not included');
  });

  it('Form 1040: 7a, 11a and 11b (AGI), 12e (standard deduction 15,750), 14 and 15 in their boxes', async () => {
    const words = wordsByPage(pdf);
    const L = f1040Map2025.lines;
    const at = (page: number, line: string) => printedIn(words, page, 'f1040.pdf', L[line]!);
    expect(await at(0, 'l1a')).toBe('52,000'); // W-2 box 1
    expect(await at(0, 'l7a')).toBe('5,000'); // Schedule D line 16
    expect(await at(0, 'l9')).toBe('57,000'); // 52,000 + 5,000
    expect(await at(0, 'l11a')).toBe('57,000'); // line 9 − no adjustments
    expect(await at(1, 'l11b')).toBe('57,000'); // the amount from line 11a
    expect(await at(1, 'l12e')).toBe('15,750'); // 2025 standard deduction, single
    expect(await at(1, 'l14')).toBe('15,750'); // 12e + 13a (0) + 13b (0)
    expect(await at(1, 'l15')).toBe('41,250'); // 57,000 − 15,750
  });

  it('Schedule D: lines 2, 7, 9, 15 and 16 in their 2025 boxes', async () => {
    const words = wordsByPage(pdf);
    const L = scheduleDMap2025.lines;
    const at = (page: number, line: string) => printedIn(words, page, 'f1040sd.pdf', L[line]!);
    expect(await at(2, 'l2')).toBe('3,000'); // box B total, 10,000 − 7,000
    expect(await at(2, 'l7')).toBe('3,000'); // line 2 alone
    expect(await at(2, 'l9')).toBe('2,000'); // box E total, 6,000 − 4,000
    expect(await at(2, 'l15')).toBe('2,000'); // line 9 alone
    expect(await at(3, 'l16')).toBe('5,000'); // 3,000 + 2,000
  });

  it('Form 8949: box B on page 1, box E on page 2, each sale on row 1 and the line 2 totals', async () => {
    const words = wordsByPage(pdf);
    const p1 = 'topmostSubform[0].Page1[0].';
    const row1 = `${p1}Table_Line1_Part1[0].Row1[0].`;
    const f = (field: string) => printedIn(words, 4, 'f8949.pdf', field);
    expect(await f(`${row1}f1_03[0]`)).toBe('100 sh XYZ');
    expect(await f(`${row1}f1_04[0]`)).toBe('01/10/2025');
    expect(await f(`${row1}f1_06[0]`)).toBe('10,000'); // (d) proceeds
    expect(await f(`${row1}f1_07[0]`)).toBe('7,000'); // (e) cost
    expect(await f(`${row1}f1_10[0]`)).toBe('3,000'); // (h) 10,000 − 7,000
    expect(await f(`${p1}f1_91[0]`)).toBe('10,000'); // line 2 (d)
    expect(await f(`${p1}f1_95[0]`)).toBe('3,000'); // line 2 (h)
    // (The ticked box B / box E is checked on the unflattened fields in documents/pdf-2025-capital.test.ts.)
    const p2 = 'topmostSubform[0].Page2[0].';
    const row2 = `${p2}Table_Line1_Part2[0].Row1[0].`;
    const g = (field: string) => printedIn(words, 5, 'f8949.pdf', field);
    expect(await g(`${row2}f2_03[0]`)).toBe('10 sh ABC');
    expect(await g(`${row2}f2_06[0]`)).toBe('6,000');
    expect(await g(`${row2}f2_10[0]`)).toBe('2,000'); // 6,000 − 4,000
    expect(await g(`${p2}f2_95[0]`)).toBe('2,000');
  });

  it('XML: the 2025 schema version and the 2025 lines (7a, 11a, 12e, 15)', () => {
    expect(xml).toContain('returnVersion="2025v5.0"');
    expect(xml).toContain('<TaxYr>2025</TaxYr>');
    expect(xml).toContain('<CapitalGainLossAmt>5000</CapitalGainLossAmt>'); // line 7a
    expect(xml).toContain('<AdjustedGrossIncomeAmt>57000</AdjustedGrossIncomeAmt>'); // 11a (= 11b)
    expect(xml).toContain('<TotalItemizedOrStandardDedAmt>15750</TotalItemizedOrStandardDedAmt>'); // 12e
    expect(xml).toContain('<TaxableIncomeAmt>41250</TaxableIncomeAmt>'); // 15
    // No Schedule 1-A deduction on this return: no line 13b and no Schedule 1-A document.
    expect(xml).not.toContain('Schedule1ADeductionAmt');
    expect(xml).not.toContain('IRS1040Schedule1A');
    expect(xml).toContain('<IRS8949 ');
  });
});
