/**
 * Schedule CA (540): how the record is stored and answered.
 *
 * Storage keeps only what the filer changed. A column the engine fills (column A from the federal
 * return, column B/C where the law says so) is stored as null, so a later federal change flows
 * through; a value the filer typed that differs from the engine's is stored and the engine uses it
 * instead (its contract: a non-null column replaces the law's). The screen sends back every column
 * it read, so on save a value equal to the engine's own is turned back into null.
 *
 * Part I column A is always the federal return's (the engine ignores an entered one there), so it
 * is never stored; Part II column A may be entered (federal Schedule A "as if itemized").
 *
 * Totals: part_i = Part I line 27 (B goes to Form 540 line 14, C to line 16), section_c = line 26,
 * part_ii = Part II line 17. Deductions: ca_itemized = Part II line 29, ca_standard = Form 540
 * line 18 computed without itemized deductions, used = Form 540 (540NR) line 18.
 *
 * hasEdits: a stored column B or C differs from the engine's law amount.
 * ready: saved (PUT lines) since the last change of the federal figures Schedule CA reads (a
 * fingerprint of the law amounts is kept at save) and no Auto-fill awaiting review.
 * Auto-fill refreshes column A from the federal return (entered column A values are dropped) and
 * keeps the filer's column B/C edits, like the 540's "Refill from 1040 (kept your edits)"; the record
 * then needs a review and save before it is ready.
 */
import { createHash } from 'node:crypto';
import {
  CA_DEFAULT_LINES,
  CA_LINE_GROUPS,
  type CaFilingStatus,
  type CaLineGroup,
  type ScheduleCaRecord,
} from '@taxprep/contracts';
import { computeCalifornia, Money, type CaResult, type Result } from '@taxprep/tax-engine';
import type { LoadedReturn } from '../returns/access';
import type { ItemRow } from '../returns/engine-input';
import { badRequest } from '../../lib/errors';
import { buildCaReturn, CA_KINDS } from './compute';

export const SCHEDULE_CA_KIND = CA_KINDS.scheduleCA;
type Col = 'col_a' | 'col_b' | 'col_c';
const COLS: Col[] = ['col_a', 'col_b', 'col_c'];

export interface StoredLine {
  group_code: CaLineGroup;
  line_key: string;
  label: string;
  col_a: string | null;
  col_b: string | null;
  col_c: string | null;
  notes: string | null;
}
export interface StoredScheduleCa {
  tax_year: number;
  filing_status: CaFilingStatus;
  will_itemize_for_ca: boolean;
  lines: StoredLine[];
  /** Fingerprint of the law amounts when the filer last saved; null before the first save. */
  saved_fingerprint: string | null;
  /** Set by Auto-fill, cleared by the next save. */
  needs_review: boolean;
}
export interface SubmittedLine {
  group_code: CaLineGroup;
  line_key: string;
  label?: string | null;
  col_a?: string | null;
  col_b?: string | null;
  col_c?: string | null;
  notes?: string | null;
}

const DEFAULTS: { group: CaLineGroup; key: string; label: string }[] = CA_LINE_GROUPS.flatMap((group) =>
  CA_DEFAULT_LINES[group].map(([key, label]) => ({ group, key, label })),
);
const LABEL = new Map(DEFAULTS.map((d) => [`${d.group}:${d.key}`, d.label]));

/** Part II lines with columns A, B and C; its other lines are single amounts. */
const PART_II_COLS = new Set('1 4 5a 5b 5c 5d 5e 6 7 8a 8b 8c 8e 9 10 11 12 13 14 15 16 17'.split(' '));
/** Lines the engine does not compute whose column A is still a federal figure. */
const FEDERAL_A: Record<string, string> = {
  'PART_I_SEC_A:1i': 'f1040.l1i',
  'PART_I_SEC_A:4a': 'f1040.l4a',
  'PART_I_SEC_A:5a': 'f1040.l5a',
  'PART_I_SEC_A:6a': 'f1040.l6a',
};

/** The engine's key for a line (without the column), and whether it has columns; null when the engine does not compute it. */
export function engineLine(group: CaLineGroup, key: string): { base: string; cols: boolean } | null {
  const p = 'scheduleCA.partI';
  switch (group) {
    case 'PART_I_SEC_A':
      if (/^(1[a-hz]|[237]|[456]b)$/.test(key)) return { base: `${p}.l${key}`, cols: true };
      return null;
    case 'PART_I_SEC_B':
      if (key === '10') return { base: `${p}.l10`, cols: true };
      if (/^([1-7]|2a|8[a-z]|9a|9b[1-3])$/.test(key)) return { base: `${p}.secB.l${key}`, cols: true };
      return null;
    case 'SECTION_C':
      return key === '22' ? null : { base: `${p}.l${key}`, cols: true };
    case 'PART_II':
      if (key === '8d') return null;
      return { base: `scheduleCA.partII.l${key}`, cols: PART_II_COLS.has(key) };
  }
}

/** The engine's value of each column of a line (null where the engine has none). */
function engineCols(ca: CaResult, federal: Result, group: CaLineGroup, key: string) {
  const e = engineLine(group, key);
  if (!e) {
    const fed = FEDERAL_A[`${group}:${key}`];
    return { col_a: fed ? federal.lines.get(fed) : null, col_b: null, col_c: null };
  }
  const L = ca.lines;
  if (!e.cols) return { col_a: L.get(e.base), col_b: null, col_c: null };
  return { col_a: L.get(`${e.base}.a`), col_b: L.get(`${e.base}.b`), col_c: L.get(`${e.base}.c`) };
}

const same = (entered: string, engine: Money | null) => engine !== null && Money.of(entered).eq(engine);

export function defaultLines(): StoredLine[] {
  return DEFAULTS.map((d) => ({
    group_code: d.group,
    line_key: d.key,
    label: d.label,
    col_a: null,
    col_b: null,
    col_c: null,
    notes: null,
  }));
}

/** The stored record's fields, tolerant of older or partial data. */
export function readStored(data: Record<string, unknown>): StoredScheduleCa {
  const byKey = new Map<string, StoredLine>();
  for (const l of Array.isArray(data.lines) ? (data.lines as StoredLine[]) : []) {
    if (l && typeof l === 'object') byKey.set(`${l.group_code}:${l.line_key}`, l);
  }
  return {
    tax_year: Number(data.tax_year),
    filing_status: (data.filing_status as CaFilingStatus) ?? 'S',
    will_itemize_for_ca: data.will_itemize_for_ca === true,
    lines: defaultLines().map((d) => ({ ...d, ...byKey.get(`${d.group_code}:${d.line_key}`) })),
    saved_fingerprint: typeof data.saved_fingerprint === 'string' ? data.saved_fingerprint : null,
    needs_review: data.needs_review === true,
  };
}

/** Runs of the engine this record's answer needs: as saved, by the law alone, and without itemizing. */
export interface ScheduleCaRuns {
  federal: Result;
  actual: CaResult;
  law: CaResult;
  standardOnly: CaResult;
}

/**
 * `rec` replaces the stored Schedule CA in the engine's input (null: none), so a record can be
 * answered as it will be saved, before it is written.
 */
export function runEngine(
  ret: LoadedReturn,
  items: ItemRow[],
  federal: Result,
  rec: StoredScheduleCa | null,
): ScheduleCaRuns {
  const input = buildCaReturn(
    ret,
    items.filter((i) => i.kind !== SCHEDULE_CA_KIND),
  );
  const lines = (rec?.lines ?? defaultLines()).map((l) => ({
    group_code: l.group_code,
    line_key: l.line_key,
    col_a: l.col_a,
    col_b: l.col_b,
    col_c: l.col_c,
  }));
  const itemize = rec?.will_itemize_for_ca === true;
  const actual = computeCalifornia(
    { ...input, scheduleCA: { will_itemize_for_ca: itemize, lines } },
    federal,
  );
  const law = computeCalifornia(
    {
      ...input,
      scheduleCA: {
        will_itemize_for_ca: itemize,
        lines: lines.map((l) => ({ ...l, col_a: null, col_b: null, col_c: null })),
      },
    },
    federal,
  );
  const standardOnly = computeCalifornia(
    { ...input, federal: { ...input.federal, schedule_a: undefined }, scheduleCA: undefined },
    federal,
  );
  return { federal, actual, law, standardOnly };
}

/**
 * Merges submitted lines into the stored ones, keeping only the filer's differences from the law
 * (see the file comment). Unknown lines are refused.
 */
export function mergeLines(
  stored: StoredLine[],
  submitted: SubmittedLine[],
  law: CaResult,
  federal: Result,
): StoredLine[] {
  const out = new Map(stored.map((l) => [`${l.group_code}:${l.line_key}`, { ...l }]));
  for (const s of submitted) {
    const id = `${s.group_code}:${s.line_key}`;
    const cur = out.get(id);
    if (!cur) throw badRequest(`Schedule CA has no line ${s.line_key} in ${s.group_code}.`);
    const engine = engineCols(law, federal, s.group_code, s.line_key);
    const managed = engineLine(s.group_code, s.line_key);
    for (const col of COLS) {
      if (s[col] === undefined) continue;
      const v = s[col];
      if (v === null) cur[col] = null;
      else if (col === 'col_a' && managed && s.group_code !== 'PART_II') cur[col] = null;
      else if (managed && !managed.cols && col !== 'col_a') cur[col] = null;
      else cur[col] = same(v, engine[col]) ? null : v;
    }
    if (s.notes !== undefined) cur.notes = s.notes || null;
    if (s.label !== undefined && s.label) cur.label = s.label;
  }
  return [...out.values()];
}

/** Auto-fill: column A back to the federal return's (entered column A dropped); B/C edits kept. */
export function refillColumnA(lines: StoredLine[]): StoredLine[] {
  return lines.map((l) =>
    engineLine(l.group_code, l.line_key) || FEDERAL_A[`${l.group_code}:${l.line_key}`]
      ? { ...l, col_a: null }
      : l,
  );
}

/** A short hash of the engine's Schedule CA figures by the law: changes when the federal return does. */
export function fingerprint(law: CaResult): string {
  const text = law.lines
    .ofForm('scheduleCA')
    .map((l) => `${l.key}=${l.value.toString()}`)
    .join(';');
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}

const str = (m: Money | null) => (m === null ? null : m.toString());
const triple = (ca: CaResult, base: string) => ({
  a: ca.lines.get(`${base}.a`).toString(),
  b: ca.lines.get(`${base}.b`).toString(),
  c: ca.lines.get(`${base}.c`).toString(),
});

export function hasEdits(rec: StoredScheduleCa, runs: ScheduleCaRuns): boolean {
  return rec.lines.some((l) => {
    const law = engineCols(runs.law, runs.federal, l.group_code, l.line_key);
    return (['col_b', 'col_c'] as const).some((c) => l[c] !== null && !same(l[c]!, law[c]));
  });
}

/** The answer: every line with the engine's figures where it has them, totals and deductions. */
export function scheduleCaView(
  id: number,
  form1040Id: number,
  rec: StoredScheduleCa,
  runs: ScheduleCaRuns,
): ScheduleCaRecord {
  const { actual, federal } = runs;
  const lines = rec.lines.map((l) => {
    const engine = engineCols(actual, federal, l.group_code, l.line_key);
    const managed = engineLine(l.group_code, l.line_key);
    const col = (c: Col) => {
      if (managed) {
        if (c !== 'col_a' && !managed.cols) return null;
        const v = engine[c]!;
        // Zero B/C amounts are shown blank unless the filer entered them.
        return c !== 'col_a' && v.isZero() && l[c] === null ? null : v.toString();
      }
      return l[c] ?? str(engine[c]);
    };
    return {
      group_code: l.group_code,
      line_key: l.line_key,
      label: l.label || LABEL.get(`${l.group_code}:${l.line_key}`) || l.line_key,
      col_a: col('col_a'),
      col_b: col('col_b'),
      col_c: col('col_c'),
      notes: l.notes ?? null,
    };
  });
  const form = actual.forms.includes('ca540nr') ? 'ca540nr' : 'ca540';
  const edited = hasEdits(rec, runs);
  return {
    id,
    form1040_id: form1040Id,
    tax_year: rec.tax_year,
    filing_status: rec.filing_status,
    will_itemize_for_ca: rec.will_itemize_for_ca,
    lines,
    totals: {
      part_i: triple(actual, 'scheduleCA.partI.l27'),
      section_c: triple(actual, 'scheduleCA.partI.l26'),
      part_ii: triple(actual, 'scheduleCA.partII.l17'),
    },
    deductions: {
      ca_itemized: actual.lines.get('scheduleCA.partII.l29').toString(),
      ca_standard: runs.standardOnly.lines.get(`${form}.l18`).toString(),
      used: actual.lines.get(`${form}.l18`).toString(),
    },
    hasEdits: edited,
    ready: isReady(rec, runs),
  };
}

export function isReady(rec: StoredScheduleCa, runs: ScheduleCaRuns): boolean {
  return (
    !rec.needs_review && rec.saved_fingerprint !== null && rec.saved_fingerprint === fingerprint(runs.law)
  );
}
