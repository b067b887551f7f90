/**
 * Schedule CA (540) (2024) as a labelled facsimile: every line of Parts I and II with columns
 * A (federal), B (subtractions) and C (additions) as the record answers them (the engine's figures,
 * the filer's entries where they replace the law's), plus the deduction summary.
 */
import { PDFDocument } from 'pdf-lib';
import { CA_GROUP_TITLES, CA_LINE_GROUPS, type ScheduleCaRecord } from '@taxprep/contracts';
import { drawCaForm, type CaSection } from './ca-draw';
import type { CaPerson } from './ca540';

export async function renderScheduleCa(who: CaPerson, rec: ScheduleCaRecord): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  const sections: CaSection[] = CA_LINE_GROUPS.map((g) => ({
    heading: CA_GROUP_TITLES[g],
    rows: rec.lines
      .filter((l) => l.group_code === g)
      .map((l) => ({
        n: l.line_key,
        label: l.label,
        cols: [l.col_a, l.col_b, l.col_c] as [string | null, string | null, string | null],
      })),
  }));
  sections.push({
    heading: 'Deductions',
    rows: [
      {
        n: '',
        label: 'California itemized deductions (Part II, line 29)',
        value: rec.deductions.ca_itemized,
      },
      { n: '', label: 'California standard deduction', value: rec.deductions.ca_standard },
      { n: '', label: 'Deduction used (Form 540, line 18)', value: rec.deductions.used },
    ],
  });
  await drawCaForm(doc, {
    form: 'Schedule CA (540)',
    title: 'California Adjustments — Residents',
    year: rec.tax_year,
    name: who.name,
    ssn: who.ssn,
    columns: ['A Federal Amounts', 'B Subtractions', 'C Additions'],
    sections,
  });
  return doc;
}
