/**
 * Form 540 and Form 540NR (2024) as labelled facsimiles: the lines the engine computes, with the
 * official line numbers and (shortened where the form is long) the official wording, in the form's
 * order, from the engine's line tables (F540, F540NR). The 540 lists up to three dependents, as the
 * paper form does; line 10 counts all of them.
 */
import { PDFDocument } from 'pdf-lib';
import {
  CA_NR_PART_IV,
  CA_NR_ROWS,
  CA_NR_TOTALS,
  F540,
  F540NR,
  type CaLine,
  type CaLineTable,
  type CaResult,
} from '@taxprep/tax-engine';
import { drawCaForm, maskedSsn, type CaRow, type CaSection } from './ca-draw';

/** A form's lines for the facsimile: its line table's sections, each line's number and wording. */
function sectionsOf(ca: CaResult, table: CaLineTable): CaSection[] {
  return table.sections().map((s) => ({ heading: s.heading, rows: rows(ca, table, s.lines) }));
}

export interface CaPerson {
  name: string;
  ssn: string | null;
}
export interface CaDependentRow {
  first_name?: string | null;
  last_name?: string | null;
  ssn_itin?: string | null;
  relationship?: string | null;
}

function rows(ca: CaResult, table: CaLineTable, lines: CaLine[]): CaRow[] {
  return lines.map(({ n, label, percent }) => {
    const key = table.key(n);
    if (percent) return { n, label, text: ca.lines.has(key) ? `${ca.lines.get(key).toString()}%` : '' };
    return { n, label, value: ca.lines.has(key) ? ca.lines.get(key).toString() : null };
  });
}

function dependentRows(deps: CaDependentRow[]): CaSection {
  const shown = deps.slice(0, 3);
  const list: CaRow[] = shown.map((d, i) => ({
    n: `${i + 1}`,
    label: `${[d.first_name, d.last_name].filter(Boolean).join(' ') || '-'}, SSN ${maskedSsn(d.ssn_itin) ?? '-'}, ${d.relationship ?? '-'}`,
    text: '',
  }));
  if (deps.length > 3)
    list.push({
      n: '',
      label: `${deps.length - 3} more dependent(s) not listed; line 10 counts all ${deps.length}.`,
      text: '',
    });
  if (list.length === 0) list.push({ n: '', label: 'No dependents.', text: '' });
  return { heading: 'Dependents (up to three listed)', rows: list };
}

export async function renderCa540(
  year: number,
  who: CaPerson,
  ca: CaResult,
  deps: CaDependentRow[],
): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  await drawCaForm(doc, {
    form: 'Form 540',
    title: 'California Resident Income Tax Return',
    year,
    name: who.name,
    ssn: who.ssn,
    sections: sectionsOf(ca, F540).flatMap((s) =>
      s.heading === 'Exemptions' ? [s, dependentRows(deps)] : [s],
    ),
  });
  return doc;
}

export async function renderCa540nr(year: number, who: CaPerson, ca: CaResult): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  await drawCaForm(doc, {
    form: 'Form 540NR',
    title: 'California Nonresident or Part-Year Resident Income Tax Return',
    year,
    name: who.name,
    ssn: who.ssn,
    sections: sectionsOf(ca, F540NR),
  });
  await drawCaForm(doc, scheduleCANR(year, who, ca));
  return doc;
}

const P2 = 'scheduleCANR.partII';
const amt = (ca: CaResult, key: string): string | null =>
  ca.lines.has(key) ? ca.lines.get(key).toString() : null;
/** A Part II row: column A (from Schedule CA (540) Part I), D and E. */
const colRow = (ca: CaResult, row: string, n: string, label: string): CaRow => ({
  n,
  label,
  cols: [amt(ca, `scheduleCA.partI.${row}.a`), amt(ca, `${P2}.${row}.d`), amt(ca, `${P2}.${row}.e`)],
});

/** Schedule CA (540NR) Part II (columns A, D and E of the lines the return has) and Part IV. */
function scheduleCANR(year: number, who: CaPerson, ca: CaResult) {
  const present = (section: string) =>
    CA_NR_ROWS.filter((r) => r.key.startsWith(section) && ca.lines.has(`${P2}.${r.row}.e`)).map((r) =>
      colRow(ca, r.row, r.key.slice(1), r.label),
    );
  const totals = (section: string) =>
    CA_NR_TOTALS.filter((t) => t.section === section).map((t) => colRow(ca, t.row, t.n, t.label));
  const section = (heading: string, letter: string) => ({
    heading,
    rows: [...present(letter), ...totals(heading)],
  });
  return {
    form: 'Schedule CA (540NR)',
    title: 'California Adjustments — Nonresidents or Part-Year Residents',
    year,
    name: who.name,
    ssn: who.ssn,
    columns: ['A Federal', 'D CA law', 'E CA amounts'] as [string, string, string],
    sections: [
      {
        heading:
          'Part II Income Adjustment Schedule (columns B and C as on Schedule CA (540); D = A − B + C)',
        rows: [],
      },
      section('Section A — Income', 'A'),
      section('Section B — Additional Income', 'B'),
      section('Section C — Adjustments to Income', 'C'),
      ...sectionsOf(ca, CA_NR_PART_IV),
    ],
  };
}
