/**
 * The statement attached to Form 2441 when the return has more than three care providers (line 1)
 * or qualifying persons (line 2): the form's boxes "more than three … check this box" are checked
 * and, as its instructions say, the others are listed on a statement with the same columns. The
 * first three stay on the form; the statement lists the rest, with the name and SSN of the return.
 */
import { PDFDocument } from 'pdf-lib';
import type { Return } from '@taxprep/tax-engine';
import { formatDollars } from '../engine';
import { fit, GREY, loadFonts, PAGE, Sheet } from '../facsimile/draw';
import { careLines } from './f2441';

const L = PAGE.margin;
const R = PAGE.width - PAGE.margin;
const ROW = 13;

type Col = { head: string; x: number; width: number; right?: boolean };
const PROVIDER_COLS: Col[] = [
  { head: '(a) Care provider’s name', x: L, width: 110 },
  { head: '(b) Address', x: L + 114, width: 180 },
  { head: '(c) SSN or EIN', x: L + 298, width: 66 },
  { head: '(d) Household employee', x: L + 368, width: 60 },
  { head: '(e) Amount paid', x: R, width: 60, right: true },
];
const PERSON_COLS: Col[] = [
  { head: '(a) Qualifying person’s name', x: L, width: 190 },
  { head: '(b) Social security number', x: L + 200, width: 120 },
  { head: '(c) Over 12 and disabled', x: L + 330, width: 90 },
  { head: '(d) Qualified expenses', x: R, width: 80, right: true },
];

function row(s: Sheet, cols: Col[], cells: (string | null)[], bold = false) {
  cols.forEach((c, i) => {
    const v = cells[i];
    if (!v) return;
    // Headings are laid out to fit whole; entries are cut to their column.
    const t = bold ? v : fit(s.fonts.regular, v, 8, c.width);
    if (c.right) s.right(c.x, t, { size: 8, bold });
    else s.text(c.x, t, { size: 8, bold });
  });
  s.down(ROW);
}

/** Adds the statement page(s) to `doc` when lines 1 or 2 have more than three entries. */
export async function drawF2441Statement(
  doc: PDFDocument,
  input: Return,
  names: string,
  ssn: string | null,
): Promise<void> {
  const { providers, persons } = careLines(input);
  const moreProviders = providers.slice(3);
  const morePersons = persons.slice(3);
  const diligence = providers.filter((p) => p.tinUnavailable);
  if (!moreProviders.length && !morePersons.length && !diligence.length) return;
  const fonts = await loadFonts(doc);
  let s = new Sheet(doc.addPage([PAGE.width, PAGE.height]), fonts);
  const room = () => {
    if (s.y > PAGE.margin + 2 * ROW) return;
    s = new Sheet(doc.addPage([PAGE.width, PAGE.height]), fonts);
  };
  s.text(L, 'Statement attached to Form 2441, Child and Dependent Care Expenses', { size: 11, bold: true });
  s.down(14);
  s.text(L, `Name(s) shown on return: ${names}    Your social security number: ${ssn ?? ''}`, { size: 8 });
  s.down(20);
  const table = (title: string, cols: Col[], rows: (string | null)[][]) => {
    s.text(L, title, { size: 9, bold: true });
    s.down(13);
    row(
      s,
      cols,
      cols.map((c) => c.head),
      true,
    );
    s.rule(0.5, L, R, s.y + ROW - 3);
    for (const r of rows) {
      room();
      row(s, cols, r);
    }
    s.down(12);
  };
  if (moreProviders.length)
    table(
      `Line 1 (continued): care providers 4 to ${providers.length}`,
      PROVIDER_COLS,
      moreProviders.map((p) => [
        p.name,
        [p.street, p.city].filter(Boolean).join(', '),
        p.tin,
        p.householdEmployee ? 'Yes' : 'No',
        p.amount === null ? null : formatDollars(p.amount),
      ]),
    );
  if (morePersons.length)
    table(
      `Line 2 (continued): qualifying persons 4 to ${persons.length}`,
      PERSON_COLS,
      morePersons.map((p) => [
        `${p.first} ${p.last}`.trim(),
        p.ssn,
        p.disabled ? 'Yes' : null,
        p.expenses === null ? null : formatDollars(p.expenses),
      ]),
    );
  if (diligence.length) {
    s.text(L, 'Line 1, column (c): due diligence (Instructions for Form 2441)', { size: 9, bold: true });
    s.down(13);
    for (const p of diligence) {
      room();
      s.text(L, fit(s.fonts.regular, `${p.name}: ${DILIGENCE[p.tinUnavailable!]}`, 8, R - L), { size: 8 });
      s.down(ROW);
    }
    s.down(12);
  }
  if (moreProviders.length || morePersons.length)
    s.text(L, 'The first three of each are on the form itself.', { size: 7, color: GREY });
}

/** Why the provider's identifying number is missing, in the statement's words. */
const DILIGENCE: Record<string, string> = {
  provider_refused:
    'the provider refused to give an identifying number. I asked for it (Form W-10) and give the name and address I have.',
  provider_not_found:
    'the provider moved and could not be found to ask for an identifying number. I give the name and address I have.',
};
