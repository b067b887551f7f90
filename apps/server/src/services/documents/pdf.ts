/**
 * The federal return as one PDF: the official 2024 IRS fillable forms (assets/irs-2024), filled
 * from the engine's lines, flattened (so every viewer, poppler and browsers show the same thing),
 * and merged in the IRS order. Preparer overrides get a red frame around the line and a note in
 * the page's top margin.
 */
import { PDFDocument, PDFFont, StandardFonts, rgb, type PDFField, type PDFPage } from 'pdf-lib';
import { scheduleCInputs, type Return } from '@taxprep/tax-engine';
import type { ReturnMeta } from './meta';
import { renderF5329 } from './facsimile/f5329';
import { baseForm, dollars, formatDollars, parseDollars, type EngineResult } from './engine';
import type { FillContext } from './pdf/types';
import { returnNames, ssnDigits, ssnDashed, winAnsi } from './pdf/common';
import { f8949Copies } from './pdf/f8949';
import { drawF8949Statements } from './pdf/f8949-statement';
import { drawF2441Statement } from './pdf/f2441-statement';
import { anyYearForms, formMapsFor, type FormMaps } from './pdf/maps';
import { serverPath } from '../../paths';
import { yearDocuments } from './tax-years';
import { fieldIndex, flattenFilled, loadTemplate, useNativeDeflate } from './pdf/template';
import { TAX_YEAR } from '@taxprep/contracts';

/** The field maps of `year`'s forms, in the IRS attachment order of the merged file. */
export function formMaps(year: number): FormMaps {
  return formMapsFor(yearDocuments(year).pdfAssets);
}

/** Form instances of the return that have an official PDF, in IRS order (f1040 always first). */
export function printableForms(result: EngineResult, year: number = TAX_YEAR): string[] {
  const maps = formMaps(year);
  const byForm = new Map(maps);
  const order = maps.map(([f]) => f);
  const forms = result.forms.includes('f1040') ? [...result.forms] : ['f1040', ...result.forms];
  const seen = new Set<string>();
  const list = forms.filter((f) => byForm.has(baseForm(f)) && !seen.has(f) && (seen.add(f), true));
  return list.sort((a, b) => {
    const d = order.indexOf(baseForm(a)) - order.indexOf(baseForm(b));
    if (d !== 0) return d;
    return instanceIndex(a) - instanceIndex(b);
  });
}

function instanceIndex(instance: string): number {
  const s = instance.split('#')[1];
  if (!s) return 1;
  if (s === 'spouse') return 2;
  const n = Number(s);
  return Number.isFinite(n) ? n : 99;
}

/** Who an instance belongs to: Schedule C by its `owner`, "scheduleSE#spouse"/"f8889#spouse" to the spouse. */
function ownerOf(instance: string, input: Return): 'taxpayer' | 'spouse' {
  const base = baseForm(instance);
  if (base === 'scheduleSE' || base === 'f8889') return instance.endsWith('#spouse') ? 'spouse' : 'taxpayer';
  if (base === 'scheduleC') {
    const idx = instance.includes('#') ? Number(instance.split('#')[1]) - 1 : 0;
    return scheduleCInputs(input).scs[idx]?.owner ?? 'taxpayer';
  }
  return 'taxpayer';
}

export interface FilledForm {
  instance: string;
  doc: PDFDocument;
  /** Pages of `doc` that belong to the return (Form 8949 prints one page per box). */
  pages: number[];
  /** Field → line key for the override notes. */
  fieldOfKey: Map<string, string>;
  /** Every field of the form, found once (flattening needs them again). */
  fields: PDFField[];
}

/**
 * Fills every printable form of the return, one PDFDocument per form instance (and per Form 8949
 * copy), with the AcroForm fields kept (not flattened). `renderReturnPdf` flattens and merges them.
 */
export async function fillReturnForms(
  input: Return,
  result: EngineResult,
  meta: ReturnMeta,
  only?: string[],
): Promise<FilledForm[]> {
  const overrides = new Map(meta.overrides.map((o) => [o.key, o]));
  const assets = serverPath(yearDocuments(meta.taxYear).pdfAssets) + '/';
  const byForm = new Map(formMaps(meta.taxYear));
  const out: FilledForm[] = [];
  for (const instance of printableForms(result, meta.taxYear)) {
    const base = baseForm(instance);
    const map = byForm.get(base);
    // `only` names forms ('scheduleC': every Schedule C) or one instance ('=scheduleC#2').
    if (!map || (only && !only.includes(base) && !only.includes(`=${instance}`))) continue;
    const copies: { copy?: unknown; pages?: number[] }[] =
      base === 'f8949'
        ? f8949Copies(input, map.copyRows).map((c) => ({ copy: c, pages: [c.page - 1] }))
        : [{}];
    for (const cp of copies) {
      const doc = await loadTemplate(assets + map.pdf);
      const fields = fieldIndex(doc.getForm());
      const fieldOfKey = new Map<string, string>();
      const setText = (name: string, value: string | null | undefined): void => {
        if (value === null || value === undefined || value === '') return;
        const f = fields.text(name);
        const max = f.getMaxLength();
        if (max !== undefined && value.length > max && /[a-z]{3}/i.test(value)) {
          // Words the instructions tell you to write in a number box ("See Attached Statement")
          // are printed whole, smaller, rather than cut to the box's digit count.
          f.setMaxLength(undefined);
          f.setFontSize(Math.max(4, Math.min(8, Math.floor((8 * max) / value.length))));
          f.setText(value);
          return;
        }
        f.setText(max !== undefined && value.length > max ? value.slice(0, max) : value);
      };
      const owner = ownerOf(instance, input);
      const person = owner === 'spouse' ? input.spouse : input.taxpayer;
      const ctx: FillContext = {
        input,
        meta,
        instance,
        copy: cp.copy,
        line: (l) => dollars(result, `${instance}.${l}`),
        key: (k) => dollars(result, k),
        text: setText,
        check: (name, on) => {
          const f = fields.checkBox(name);
          if (on) f.check();
          else f.uncheck();
        },
        amount: (name, v) => {
          if (v === null || v === undefined) return;
          setText(name, formatDollars(v));
        },
        hasForm: (f) => result.forms.includes(f),
        names: () => returnNames(input),
        ssnOf: (who) => ssnDigits((who === 'spouse' ? input.spouse : input.taxpayer)?.ssn),
      };
      // Header: name(s) and SSN (Schedule C / SE show the person the form is for).
      if (map.name) {
        const personal = base === 'scheduleC' || base === 'scheduleSE';
        ctx.text(
          map.name,
          personal ? [person?.first_name, person?.last_name].filter(Boolean).join(' ') : returnNames(input),
        );
      }
      if (map.ssn) {
        const f = fields.text(map.ssn);
        const ssn = personSsn(input, base, owner);
        const max = f.getMaxLength();
        ctx.text(map.ssn, max === 9 ? ssnDigits(ssn) : ssnDashed(ssn));
      }
      for (const [line, field] of Object.entries(map.lines)) {
        const key = `${instance}.${line}`;
        const o = overrides.get(key);
        const v = o ? (parseDollars(o.value) ?? dollars(result, key)) : dollars(result, key);
        fieldOfKey.set(key, field);
        if (v === null) continue;
        if (v === 0n && !(map.alwaysShow ?? []).includes(line) && !o) continue;
        ctx.amount(field, v);
      }
      map.extra?.(ctx);
      const pages = cp.pages ?? doc.getPageIndices().slice(0, map.formPages ?? doc.getPageCount());
      out.push({ instance, doc, pages, fieldOfKey, fields: fields.all });
    }
  }
  return out;
}

function personSsn(input: Return, base: string, owner: 'taxpayer' | 'spouse'): string | undefined {
  // Form 8889 shows the HSA beneficiary's SSN under the return's names.
  if (base === 'scheduleC' || base === 'scheduleSE' || base === 'f8889')
    return (owner === 'spouse' ? input.spouse : input.taxpayer)?.ssn;
  return input.taxpayer?.ssn;
}

/** "f1040.l16" → "Form 1040 line 16"; "scheduleC#2.l31" → "Schedule C (2) line 31". */
export function lineLabel(key: string): string {
  const dot = key.indexOf('.');
  const inst = dot < 0 ? key : key.slice(0, dot);
  const rest = dot < 0 ? '' : key.slice(dot + 1);
  const [b, n] = inst.split('#');
  const names: Record<string, string> = {
    f1040: 'Form 1040',
    schedule8812: 'Schedule 8812',
    scheduleSE: 'Schedule SE',
  };
  let form =
    names[b ?? ''] ?? (b ?? '').replace(/^schedule(\w+)$/, 'Schedule $1').replace(/^f(\d+)$/, 'Form $1');
  if (n) form += ` (${n})`;
  const line = rest.replace(/^l/, '').replace(/\./g, ' ');
  return line ? `${form} line ${line}` : form;
}

function fmtOverride(v: string): string {
  const d = parseDollars(v);
  return d === null ? v : formatDollars(d);
}

/**
 * renderReturnPdf: Form 1040 and every schedule/form of `result.forms` that has an official PDF,
 * filled, flattened and merged in the IRS order.
 */
export async function renderReturnPdf(
  input: Return,
  result: EngineResult,
  meta: ReturnMeta,
  /** Only these forms (e.g. ['scheduleA'], or one instance '=scheduleC#2'), for single-form PDFs. */
  only?: string[],
): Promise<Uint8Array> {
  const filled = await fillReturnForms(input, result, meta, only);
  const merged = await PDFDocument.create();
  merged.setTitle(`Form 1040 (${meta.taxYear}) — return ${meta.returnId}`);
  merged.setProducer('taxprep');
  merged.setCreator('taxprep');
  merged.setCreationDate(meta.generatedAt);
  merged.setModificationDate(meta.generatedAt);

  const pending = new Map(meta.overrides.map((o) => [o.key, o]));
  let firstPage: ReturnType<PDFDocument['getPage']> | null = null;
  let firstFont: PDFFont | null = null;
  let firstNotes = 0;

  for (const [i, f] of filled.entries()) {
    const font = await f.doc.embedFont(StandardFonts.Helvetica);
    const form = f.doc.getForm();
    // Notes for overrides of lines of this form.
    const notesPerPage = new Map<number, number>();
    for (const [key, field] of f.fieldOfKey) {
      const o = pending.get(key);
      if (!o) continue;
      const widgets = form.getField(field).acroField.getWidgets();
      const w = widgets[0];
      if (!w) continue;
      const pageRef = w.P();
      const pages = f.doc.getPages();
      let pi = pages.findIndex((p) => p.ref === pageRef);
      if (pi < 0) pi = f.pages[0] ?? 0;
      if (!f.pages.includes(pi)) continue;
      const page = pages[pi];
      if (!page) continue;
      const r = w.getRectangle();
      page.drawRectangle({
        x: r.x - 1.5,
        y: r.y - 1.5,
        width: r.width + 3,
        height: r.height + 3,
        borderColor: rgb(0.85, 0, 0),
        borderWidth: 1,
      });
      page.drawText('*', { x: r.x + r.width + 2.5, y: r.y + 1, size: 9, font, color: rgb(0.85, 0, 0) });
      const n = notesPerPage.get(pi) ?? 0;
      notesPerPage.set(pi, n + 1);
      drawNote(page, font, n, overrideText(o));
      pending.delete(key);
    }
    flattenFilled(f.doc, form, f.fields, font);
    const copied = await merged.copyPages(f.doc, f.pages);
    for (const p of copied) {
      merged.addPage(p);
      if (!firstPage) firstPage = p;
    }
    // The Form 8949 rows past its pages follow its last copy, on the attached statement.
    if (baseForm(f.instance) === 'f8949' && baseForm(filled[i + 1]?.instance ?? '') !== 'f8949')
      await drawF8949Statements(
        merged,
        f8949Copies(input, new Map(formMaps(meta.taxYear)).get('f8949')?.copyRows),
        returnNames(input),
        ssnDashed(input.taxpayer?.ssn),
        meta.taxYear,
      );
    // More than three care providers or qualifying persons: the rest follow Form 2441 on a statement.
    if (baseForm(f.instance) === 'f2441')
      await drawF2441Statement(merged, input, returnNames(input), ssnDashed(input.taxpayer?.ssn));
  }
  // Form 5329 has no official fillable 2024 PDF at hand: its Part I follows as a labelled facsimile.
  if (result.forms.includes('f5329') && (!only || only.includes('f5329'))) {
    const f = await renderF5329(input, result);
    for (const p of await merged.copyPages(f, f.getPageIndices())) {
      merged.addPage(p);
      if (!firstPage) firstPage = p;
    }
  }
  const missing = unprintedForms(result, meta.taxYear, only);
  if (missing.length) {
    const page = merged.addPage([612, 792]);
    if (!firstPage) firstPage = page;
    drawUnprintedNote(page, await merged.embedFont(StandardFonts.Helvetica), meta.taxYear, missing);
  }
  // Overrides of lines no printed field shows (worksheets, lines of forms without a PDF): on page 1.
  if (pending.size && firstPage) {
    firstFont = await merged.embedFont(StandardFonts.Helvetica);
    for (const o of pending.values()) drawNote(firstPage, firstFont, firstNotes++, overrideText(o));
  }
  useNativeDeflate(merged);
  return merged.save({ useObjectStreams: false });
}

/**
 * Forms the return needs that this year's forms do not include yet (another year prints them):
 * they are left out, never filled on another year's form, and named on a note page.
 */
export function unprintedForms(result: EngineResult, year: number, only?: string[]): string[] {
  const mine = new Set(formMaps(year).map(([f]) => f));
  const known = anyYearForms();
  const bases = result.forms.map(baseForm).filter((f) => known.has(f) && !mine.has(f));
  return [...new Set(bases)].filter((f) => !only || only.includes(f));
}

function drawUnprintedNote(page: PDFPage, font: PDFFont, year: number, forms: string[]): void {
  const lines = [
    `Forms not included in this ${String(year)} PDF`,
    '',
    `This return also needs the forms below. Their official ${String(year)} versions are not yet`,
    'available in this product, so they are not printed here (they are never printed on another',
    "year's form). Their figures are part of the return's totals on Form 1040.",
    '',
    ...forms.map((f) => `  •  ${lineLabel(f)}`),
  ];
  lines.forEach((t, i) =>
    page.drawText(winAnsi(t, font), { x: 54, y: 720 - i * 16, size: i === 0 ? 14 : 10, font }),
  );
}

function overrideText(o: { key: string; computed: string; value: string; reason: string }): string {
  const label = lineLabel(o.key).replace(/^Form 1040 /, '');
  return `* Preparer override: ${label}, computed ${fmtOverride(o.computed)}, used ${fmtOverride(o.value)} — ${o.reason}`;
}

function drawNote(page: ReturnType<PDFDocument['getPage']>, font: PDFFont, n: number, text: string): void {
  const { height, width } = page.getSize();
  const size = 7;
  let t = winAnsi(text, font);
  while (t.length > 10 && font.widthOfTextAtSize(t, size) > width - 24) t = `${t.slice(0, -2)}`;
  page.drawText(t, { x: 12, y: height - 9 - n * 8, size, font, color: rgb(0.85, 0, 0) });
}
