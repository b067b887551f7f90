/**
 * The page layout shared by the California facsimiles (540, 540NR, Schedule CA (540), Form 568):
 * no official fillable 2024 FTB PDF is available, so each form is drawn as a list of its lines in
 * the form's order, with the official line numbers and wording and the engine's figures, every page
 * headed by a banner that says it is not the FTB form, the form's title and the taxpayer.
 */
import { PDFDocument } from 'pdf-lib';
import { dollars, GREY, loadFonts, PAGE, Sheet, WARN, type Fonts } from './draw';

export const CA_FACSIMILE_LABEL = 'FACSIMILE — not the official FTB form';

const L = PAGE.margin;
const R = PAGE.width - PAGE.margin;
const BOTTOM = PAGE.margin + 24;

export interface CaRow {
  /** The form's own line number ('17', '8a', 'L7'); blank for a note. */
  n: string;
  label: string;
  /** One amount, or the three columns A, B, C of Schedule CA. */
  value?: string | null;
  cols?: [string | null, string | null, string | null];
  /** Text shown instead of an amount (a name, a yes/no answer, a percentage). */
  text?: string | null;
}
export interface CaSection {
  heading: string;
  rows: CaRow[];
}
export interface CaFormSpec {
  /** e.g. 'Form 540' */
  form: string;
  title: string;
  year: number;
  name: string;
  /** Already masked. */
  ssn: string | null;
  /** Column captions when rows carry three columns. */
  columns?: [string, string, string];
  sections: CaSection[];
}

/** "123456789" → "***-**-6789"; anything else shown masked to its last four characters. */
export function maskedSsn(v: string | null | undefined): string | null {
  const d = (v ?? '').replace(/\D/g, '');
  if (!d) return null;
  return `***-**-${d.slice(-4)}`;
}

function header(s: Sheet, spec: CaFormSpec, page: number) {
  const w = s.fonts.bold.widthOfTextAtSize(CA_FACSIMILE_LABEL, 10);
  s.page.drawRectangle({ x: L, y: s.y - 5, width: R - L, height: 18, color: WARN, opacity: 0.12 });
  s.text((PAGE.width - w) / 2, CA_FACSIMILE_LABEL, { size: 10, bold: true, color: WARN });
  s.down(24);
  s.text(L, `${spec.year} California ${spec.form}`, { size: 13, bold: true });
  s.right(R, `Page ${page}`, { size: 8 });
  s.down(14);
  s.text(L, spec.title, { size: 10, bold: true });
  s.down(12);
  s.text(L, `Name: ${spec.name || '-'}`, { size: 9 });
  s.text(L + 300, `SSN or ITIN: ${spec.ssn ?? '-'}`, { size: 9 });
  s.down(8);
  s.rule(1);
  s.down(12);
  if (spec.columns) {
    spec.columns.forEach((c, i) => s.right(R - (2 - i) * 80, c, { size: 7, bold: true }));
    s.down(11);
  }
}

/** Draws the form onto new pages of `doc`. */
export async function drawCaForm(doc: PDFDocument, spec: CaFormSpec, fonts?: Fonts): Promise<void> {
  const f = fonts ?? (await loadFonts(doc));
  let page = 1;
  let s = new Sheet(doc.addPage([PAGE.width, PAGE.height]), f);
  header(s, spec, page);
  const room = (h: number) => {
    if (s.y - h >= BOTTOM) return;
    page += 1;
    s = new Sheet(doc.addPage([PAGE.width, PAGE.height]), f);
    header(s, spec, page);
  };
  const labelWidth = spec.columns ? R - L - 24 - 250 : R - L - 24 - 110;
  for (const section of spec.sections) {
    room(34);
    s.down(4);
    s.text(L, section.heading, { size: 9, bold: true });
    s.down(12);
    for (const row of section.rows) {
      const lines = Math.min(3, Math.ceil(f.regular.widthOfTextAtSize(row.label, 8) / labelWidth) + 1);
      room(lines * 10 + 4);
      const top = s.y;
      s.text(L, row.n, { size: 8, bold: true });
      s.paragraph(L + 24, labelWidth, row.label, { size: 8, max: 3 });
      if (row.cols) {
        row.cols.forEach((c, i) => s.right(R - (2 - i) * 80, dollars(c), { size: 8, y: top }));
      } else if (row.text !== undefined) {
        s.right(R, row.text ?? '', { size: 8, y: top });
      } else {
        s.text(R - 104, row.n, { size: 7, y: top, color: GREY });
        s.right(R - 2, dollars(row.value), { size: 9, y: top });
      }
      s.down(3);
    }
  }
}

/** One file of several forms' pages, in order. */
export async function combine(parts: PDFDocument[]): Promise<Uint8Array> {
  const out = await PDFDocument.create();
  for (const p of parts) {
    const pages = await out.copyPages(p, p.getPageIndices());
    for (const pg of pages) out.addPage(pg);
  }
  return out.save();
}
