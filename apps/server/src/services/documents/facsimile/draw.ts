/**
 * A small page writer for facsimile forms drawn with pdf-lib (no official fillable PDF at hand):
 * a cursor that moves down the page, text that never fails on characters the standard fonts
 * cannot encode, rules, boxes and right-aligned amount columns.
 */
import { PDFDocument, PDFFont, PDFPage, StandardFonts, rgb } from 'pdf-lib';

export const PAGE = { width: 612, height: 792, margin: 36 } as const;
export const INK = rgb(0, 0, 0);
export const GREY = rgb(0.45, 0.45, 0.45);
export const WARN = rgb(0.7, 0.1, 0);

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export async function loadFonts(doc: PDFDocument): Promise<Fonts> {
  return {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
}

const charSets = new WeakMap<PDFFont, Set<number>>();

/** Text the font can draw: the standard fonts are WinAnsi only, so anything else becomes '?'. */
export function printable(font: PDFFont, text: string): string {
  let known = charSets.get(font);
  if (!known) {
    known = new Set(font.getCharacterSet());
    charSets.set(font, known);
  }
  let out = '';
  for (const ch of text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ')) {
    if (ch === '\n') out += ch;
    else if (ch === '\u2212') out += '-';
    else out += known.has(ch.codePointAt(0)!) ? ch : '?';
  }
  return out;
}

/** How many leading characters of `word` fit in `width` (at least one, so wrapping always moves on). */
function fitting(font: PDFFont, word: string, size: number, width: number): number {
  let used = 0;
  for (let i = 0; i < word.length; i += 1) {
    used += font.widthOfTextAtSize(word[i]!, size);
    if (used > width) return Math.max(1, i);
  }
  return word.length;
}

/** Words of `text` in lines no wider than `width`; a word longer than a line is cut. */
export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const out: string[] = [];
  for (const para of printable(font, text).split('\n')) {
    let line = '';
    for (const word of para.split(/ +/)) {
      let w = word;
      while (font.widthOfTextAtSize(w, size) > width) {
        if (line) out.push(line);
        line = '';
        const cut = fitting(font, w, size, width);
        out.push(w.slice(0, cut));
        w = w.slice(cut);
      }
      const next = line ? `${line} ${w}` : w;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        out.push(line);
        line = w;
      } else line = next;
    }
    out.push(line);
  }
  return out;
}

/** One page with a cursor `y` (the baseline of the next line of text). */
export class Sheet {
  y: number;
  constructor(
    readonly page: PDFPage,
    readonly fonts: Fonts,
  ) {
    this.y = PAGE.height - PAGE.margin;
  }

  text(
    x: number,
    text: string,
    opts: { size?: number; bold?: boolean; y?: number; color?: typeof INK } = {},
  ) {
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    this.page.drawText(printable(font, text), {
      x,
      y: opts.y ?? this.y,
      size: opts.size ?? 8,
      font,
      color: opts.color ?? INK,
    });
  }

  /** Text ending at `right`. */
  right(right: number, text: string, opts: { size?: number; bold?: boolean; y?: number } = {}) {
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    const size = opts.size ?? 8;
    const t = printable(font, text);
    this.page.drawText(t, {
      x: right - font.widthOfTextAtSize(t, size),
      y: opts.y ?? this.y,
      size,
      font,
      color: INK,
    });
  }

  /** Wrapped text from x to x + width, moving the cursor down; answers the lines drawn. */
  paragraph(
    x: number,
    width: number,
    text: string,
    opts: { size?: number; bold?: boolean; max?: number } = {},
  ) {
    const size = opts.size ?? 8;
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    const lines = wrap(font, text, size, width).slice(0, opts.max ?? Infinity);
    for (const line of lines) {
      this.text(x, line, { size, bold: opts.bold });
      this.y -= size + 2;
    }
    return lines.length;
  }

  rule(thick = 0.5, x0: number = PAGE.margin, x1: number = PAGE.width - PAGE.margin, y = this.y) {
    this.page.drawLine({ start: { x: x0, y }, end: { x: x1, y }, thickness: thick, color: INK });
  }

  /** A checkbox with its label; checked boxes carry an X. */
  check(x: number, label: string, checked: boolean, y = this.y) {
    this.page.drawRectangle({ x, y: y - 1, width: 7, height: 7, borderColor: INK, borderWidth: 0.6 });
    if (checked) this.text(x + 1.2, 'X', { y: y, size: 7, bold: true });
    if (label) this.text(x + 10, label, { y });
  }

  /** A labelled entry space: small caption above, the value below it. */
  field(x: number, width: number, caption: string, value: string | null | undefined) {
    this.text(x + 2, caption, { size: 6, color: GREY, y: this.y + 9 });
    if (value) this.text(x + 2, fit(this.fonts.regular, value, 9, width - 4), { size: 9 });
    this.page.drawLine({
      start: { x, y: this.y - 3 },
      end: { x, y: this.y + 16 },
      thickness: 0.4,
      color: INK,
    });
  }

  down(by: number) {
    this.y -= by;
  }
}

/** `text` cut to fit `width` at `size`, with an ellipsis when cut. */
export function fit(font: PDFFont, text: string, size: number, width: number): string {
  let t = printable(font, text);
  if (font.widthOfTextAtSize(t, size) <= width) return t;
  while (t.length > 1 && font.widthOfTextAtSize(`${t}...`, size) > width) t = t.slice(0, -1);
  return `${t}...`;
}

/** "-2300.50" → "(2,301)": whole dollars as the form prints them (half up, exact); blank stays blank. */
export function dollars(v: string | number | null | undefined): string {
  if (v === null || v === undefined || v === '') return '';
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(String(v));
  if (!m) return '';
  const whole = BigInt(m[2]!) + ((m[3] ?? '0').padEnd(2, '0') >= '50' ? 1n : 0n);
  const s = whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return m[1] && whole !== 0n ? `(${s})` : s;
}
