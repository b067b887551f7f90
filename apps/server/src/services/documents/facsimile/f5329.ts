/**
 * Form 5329 as a facsimile: no official fillable 2024 Form 5329 is at hand, so Part I (additional
 * tax on early distributions, the part the engine computes) is drawn with the form's line numbers
 * and wording under a label that says it is not the IRS form. Parts II–IX carry no amounts here.
 */
import { PDFDocument } from 'pdf-lib';
import type { Return } from '@taxprep/tax-engine';
import type { EngineResult } from '../engine';
import { dollars, GREY, loadFonts, PAGE, Sheet, WARN } from './draw';

export const F5329_LABEL = 'Facsimile of Form 5329 (2024) — prepared by taxprep, not the official IRS form';

const L = PAGE.margin;
const R = PAGE.width - PAGE.margin;

const LINES: [string, string, string][] = [
  [
    '1',
    'f5329.l1',
    'Early distributions includible in income (see instructions). For certain Roth IRA distributions, see instructions',
  ],
  [
    '2',
    'f5329.l2',
    'Early distributions included on line 1 that are not subject to the additional tax (see instructions). Enter the appropriate exception number from the instructions',
  ],
  ['3', 'f5329.l3', 'Amount subject to additional tax. Subtract line 2 from line 1'],
  [
    '4',
    'f5329.l4',
    'Additional tax. Enter 10% (0.10) of line 3. Include this amount on Schedule 2 (Form 1040), line 8. Caution: If any part of the amount on line 3 was a distribution from a SIMPLE IRA, you may have to include 25% of that amount on line 4 instead of 10%',
  ],
];

const ssnText = (v: string | undefined) => {
  const d = (v ?? '').replace(/\D/g, '');
  return d.length === 9 ? `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}` : '';
};

/**
 * Line 2's exception number: the one entered on the early distributions that have an exception
 * amount; I5329 line 2: "If more than one exception applies, enter exception number 12."
 */
export function exceptionNumber(input: Return): string {
  const codes = new Set(
    (input.f1099_r ?? [])
      .filter((r) => /[1S]/.test((r.box7_distribution_codes ?? '').toUpperCase()))
      .filter((r) => Number(r.early_distribution_exception_amount ?? 0) > 0)
      .map((r) => r.early_distribution_exception_code)
      .filter((c): c is string => !!c),
  );
  return codes.size > 1 ? '12' : ([...codes][0] ?? '');
}

/** One page per person would follow the IRS rule (each spouse files their own 5329); the engine's Part I is the return's. */
export async function renderF5329(input: Return, result: EngineResult): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  const fonts = await loadFonts(doc);
  const s = new Sheet(doc.addPage([PAGE.width, PAGE.height]), fonts);
  const w = fonts.bold.widthOfTextAtSize(F5329_LABEL, 9);
  s.page.drawRectangle({ x: L, y: s.y - 5, width: R - L, height: 17, color: WARN, opacity: 0.12 });
  s.text((PAGE.width - w) / 2, F5329_LABEL, { size: 9, bold: true, color: WARN });
  s.down(26);
  s.text(L, 'Form', { size: 7 });
  s.text(L + 18, '5329', { size: 16, bold: true });
  s.text(L + 80, 'Additional Taxes on Qualified Plans (Including IRAs)', { size: 11, bold: true });
  s.right(R, 'OMB No. 1545-0074', { size: 7 });
  s.down(13);
  s.text(L + 80, 'and Other Tax-Favored Accounts', { size: 11, bold: true });
  s.right(R, '2024', { size: 14, bold: true });
  s.down(11);
  s.text(
    L + 80,
    'Attach to Form 1040, 1040-SR, 1040-NR, or 1041. Department of the Treasury, Internal Revenue Service',
    {
      size: 7,
      color: GREY,
    },
  );
  s.down(18);
  s.rule(1);
  s.down(16);
  const t = input.taxpayer ?? {};
  s.field(
    L,
    400,
    'Name of individual subject to additional tax. If married filing jointly, see instructions.',
    [t.first_name, t.last_name].filter(Boolean).join(' '),
  );
  s.field(L + 400, R - L - 400, 'Your social security number', ssnText(t.ssn));
  s.down(22);
  s.rule(1);
  s.down(14);
  s.text(L, 'Part I', { size: 9, bold: true });
  s.text(L + 40, 'Additional Tax on Early Distributions', { size: 9, bold: true });
  s.down(11);
  s.paragraph(
    L + 40,
    R - L - 40,
    'Complete this part if you took a taxable distribution before you reached age 59½ from a qualified retirement plan (including an IRA) or modified endowment contract (unless you are reporting this tax directly on Schedule 2 (Form 1040), line 8—see instructions).',
    { size: 7 },
  );
  s.down(6);
  const code = exceptionNumber(input);
  for (const [n, key, text] of LINES) {
    const top = s.y;
    s.text(L, n, { size: 8, bold: true });
    // Line 2 keeps room at the end of its wording for the exception number box.
    const lines = s.paragraph(L + 16, n === '2' ? 360 : 400, text, { size: 8 });
    if (n === '2') {
      const y = top - (lines - 1) * 10;
      s.page.drawRectangle({
        x: L + 380,
        y: y - 3,
        width: 30,
        height: 12,
        borderColor: GREY,
        borderWidth: 0.5,
      });
      s.text(L + 386, code, { size: 9, y });
    }
    const v = result.lines.has(key) ? result.lines.get(key).toString() : '';
    s.text(R - 110, n, { size: 8, bold: true, y: top });
    s.right(R - 4, dollars(v), { size: 9, y: top });
    s.page.drawRectangle({
      x: R - 100,
      y: top - 4,
      width: 100,
      height: 14,
      borderColor: GREY,
      borderWidth: 0.5,
    });
    s.down(6);
  }
  s.down(10);
  s.rule(0.5);
  s.down(14);
  s.paragraph(
    L,
    R - L,
    'Parts II through IX (education accounts, IRAs, Archer MSAs, HSAs, ABLE accounts, excess contributions and required minimum distributions) are not shown: this return has no amounts for them.',
    { size: 7 },
  );
  return doc;
}
