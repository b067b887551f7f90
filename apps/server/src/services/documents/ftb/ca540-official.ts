/**
 * Form 540 on the FTB's own fillable PDF, for the years whose official form is in assets/ftb-<year>
 * (2025 on). Years without one keep the drawn facsimile (facsimile/ca540.ts): `officialCa540`
 * answers null for them, so a 2024 return prints exactly as before.
 * Field names are the 2025 PDF's (shared/forms/ftb-2025/fields/540.tsv, each mapped by its tooltip).
 */
import { PDFDocument } from 'pdf-lib';
import type { CaResult, FilingStatus, Money } from '@taxprep/tax-engine';
import { serverPath } from '../../../paths';
import { loadTemplate } from '../pdf/template';
import { maskedSsn } from '../facsimile/ca-draw';
import type { CaDependentRow, CaPerson } from '../facsimile/ca540';

/** Form 540 line → text field, 2025 form ("540_form_" prefix left off). */
const LINES_2025: Record<string, string> = {
  l7: '1042',
  l8: '1044',
  l9: '1046',
  l10: '2016',
  l11: '2017',
  l12: '2018',
  l13: '2019',
  l14: '2020',
  l15: '2021',
  l16: '2022',
  l17: '2023',
  l18: '2024',
  l19: '2025',
  l31: '2030',
  l32: '2031',
  l33: '2032',
  l34: '2035',
  l35: '2036',
  l40: '2037',
  l45: '3003',
  l46: '3004',
  l47: '3005',
  l48: '3006',
  l61: '3007',
  l62: '3008',
  l63: '3009',
  l64: '3010',
  l71: '3011',
  l72: '3012',
  l73: '3013',
  l74: '3014',
  l75: '3015',
  l76: '3016',
  l77: '3017',
  l78: '3018',
  l91: '3019',
  l92: '3022',
  l93: '3023',
  l94: '3024',
  l95: '3025',
  l96: '3026',
  l97: '3027',
  l98: '4003',
  l99: '4004',
  l100: '4005',
  l110: '4024',
  l111: '5002',
  l112: '5003',
  l113: '5005',
  l114: '5006',
  l115: '5007',
};

/** Line 7-10 count boxes (the line's amount ÷ the year's rate). */
const COUNTS_2025: Record<string, string> = { l7: '1041', l8: '1043', l9: '1045', l10: '2015' };

/** The filing-status radio's options, in the PDF's own words (its export values). */
const STATUS_2025: Record<FilingStatus, string> = {
  single: '1 . Single.',
  mfj: '2 . Married/R D P filing jointly (even if only one spouse / R D P had income). See instructions.',
  mfs: '3 . Married or R D P filing separately.',
  hoh: '4 . Head of household (with qualifying person). See instructions.',
  qss: '5 . Qualifying surviving spouse or R D P .',
};

interface OfficialForm {
  pdf: string;
  lines: Record<string, string>;
  counts: Record<string, string>;
  status: Record<FilingStatus, string>;
}

const OFFICIAL: Record<number, OfficialForm> = {
  2025: { pdf: 'assets/ftb-2025/540.pdf', lines: LINES_2025, counts: COUNTS_2025, status: STATUS_2025 },
};

/** Whether the FTB's fillable Form 540 of `year` is at hand. */
export const hasOfficialCa540 = (year: number): boolean =>
  Object.prototype.hasOwnProperty.call(OFFICIAL, year);

/** Whole dollars as the 540 asks ("Whole dollars only"); a loss in parentheses. */
function whole(m: Money): string {
  const n = Math.round(m.toNumber());
  return n < 0 ? `(${-n})` : String(n);
}

/**
 * The return's Form 540 on the official PDF of `year`, flattened and copied into a new document
 * (as the federal PDF is merged: the template's own cross-reference table does not survive a
 * plain save), or null when the FTB form of that year is not at hand.
 */
export async function officialCa540(
  year: number,
  status: FilingStatus,
  who: CaPerson,
  ca: CaResult,
  deps: CaDependentRow[],
): Promise<PDFDocument | null> {
  const form = OFFICIAL[year];
  if (!form) return null;
  const doc = await loadTemplate(serverPath(form.pdf));
  const f = doc.getForm();
  const text = (id: string, v: string | null | undefined) => {
    if (v) f.getTextField(`540_form_${id}`).setText(v);
  };
  const [first, ...rest] = who.name.split(' ');
  text('1003', first);
  text('1005', rest.join(' '));
  text('1007', who.ssn);
  text('2001', who.name);
  text('2002', who.ssn);
  f.getRadioGroup('540_form_1036 RB').select(form.status[status]);
  for (const [line, id] of Object.entries(form.lines)) {
    const key = `ca540.${line}`;
    if (ca.lines.has(key)) text(id, whole(ca.lines.get(key)));
  }
  const rate: Record<string, Money> = {
    l7: ca.exemptionRates.personal,
    l8: ca.exemptionRates.blind,
    l9: ca.exemptionRates.senior,
    l10: ca.exemptionRates.dependent,
  };
  for (const [line, id] of Object.entries(form.counts)) {
    const key = `ca540.${line}`;
    const r = rate[line];
    if (!r || !r.isPositive() || !ca.lines.has(key)) continue;
    const n = Math.round(ca.lines.get(key).toNumber() / r.toNumber());
    if (n > 0) text(id, String(n));
  }
  // Dependents 1-3: first name, last name, SSN, relationship (fields 2003-2014, four each).
  deps.slice(0, 3).forEach((d, i) => {
    const base = 2003 + i * 4;
    text(String(base), d.first_name);
    text(String(base + 1), d.last_name);
    text(String(base + 2), maskedSsn(d.ssn_itin));
    text(String(base + 3), d.relationship);
  });
  f.flatten();
  const out = await PDFDocument.create();
  for (const page of await out.copyPages(doc, doc.getPageIndices())) out.addPage(page);
  return out;
}
