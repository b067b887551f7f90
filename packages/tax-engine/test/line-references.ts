/**
 * Explanations that cannot disagree with the computation (issue 23, item 1). A line's text is
 * written by hand; its inputs are recorded by the arithmetic. This checker reads the line numbers
 * a text names and compares them with the inputs, so a text that says "Add lines 12 and 13" over
 * arithmetic that read lines 12 and 14 fails a test.
 *
 * Reading a text:
 * - A reference is "line N" or "lines N, M and P" / "lines N or M" / "lines Na through Nz" (a range),
 *   where N is a line number with an optional letter suffix ("1a", "8z"). A column after it names
 *   only that column's key: "line 5, column (c)" and "line 27, column B" ("….l27.b", California);
 *   a list of columns ("line 17 column A less column B plus column C") names them all.
 * - A reference names the form written just before it ("Schedule 1, line 10", "Form 8962, line 29",
 *   "(Schedule CA (540), Part I, line 27"), a form name being any printed name of `FORM_NAMES`
 *   (names.ts) or "Form NNNN[-X]" (key fNNNN[x]) or "Schedule X" (key scheduleX). Between the form
 *   name and "line" only a comma, spaces and "Part …"/"column …" words may stand. A reference
 *   with no form name belongs to the line's own form, worksheet or part (the key without its line:
 *   "line 5" in "schedule8812.clwa.l6" is "schedule8812.clwa.l5"), copy included ("scheduleC#2"); a
 *   key with no line number is a line of the form before its last part ("f8582.unallowed": f8582).
 * - "line N of [the|your] <form>" names that form; "line N of the 2023 <form>" names a prior year's
 *   form and is no line of this return. "Credit Limit Worksheet" (A, B) names the own form's
 *   worksheet ("f8880.clw"); "QDCGT Worksheet" is qdcgtWks; "Worksheet A" is the EIC worksheet.
 *   "Form 1040, 1040-SR, or 1040-NR" and "Schedule 3 (Form 1040)" are one form name each.
 * - A reference right after another, joined by "minus", "less", "or" or "and" ("Form 1040 line 11
 *   minus line 14"), belongs to the same form. "and/or" joins like "and"; a one-word note in brackets
 *   after a line number ("line 3 (rents) and/or 4 (royalties)") is no part of it.
 * - Form 8880 writes its columns (a) and (b) after the line number ("f8880.l3a" is line 3, column
 *   (a)): a line of a column names that column of the lines it names ("Add lines 1 and 2" in column
 *   (a) is lines 1a and 2a); a line of no column names both ("Add the amounts on line 6": 6a, 6b).
 * - A range "in column (h)" ("Combine lines 1a through 6 in column (h)") holds no line of another
 *   column ("scheduleD.l1a_d" is line 1a, column (d)). A range "in the far right column" (Schedule
 *   A line 17) holds only the lines printed in that column, which the text does not list: its lines
 *   need not all be read (rule (a)), but every line read must lie within it (rule (b)).
 * - A column written "12(e)" is the key's suffix ("l12e"); a range of such columns ("12(e) through
 *   23(e)") holds only that column. A line with a column of its own ("scheduleE.l20.A") names the
 *   same column of the lines it names without a form.
 * - A named form is compared without its copy ("Schedule C, line 31" names "scheduleC#2.l31").
 * - Not operands, so not read: a destination ("Enter here and on Form 1040, line 8", "Also include
 *   this amount on …, line 25c", "enter -0- on line 20", "→ Schedule 3, line 4"), "skip lines …",
 *   "instructions for line …", "not reported on line …", "included on line …" (what an amount is
 *   part of: "Early distributions included on line 1 that are not subject to the additional tax"),
 *   "goes on line …", and a line's part
 *   ("the line 9 table", "the line 38 penalty", "line 3 Limitation Chart"), and a line whose count
 *   the text states in brackets ("Multiply line 4 (2 qualifying children …) by $2,000").
 * - "all Parts III, line 30" names line 30 of every copy of the own form's Part III ("f8863.student2.l30").
 * - Rows numbered i-v of a line ("lines 1i through 1v" of Form 8995) are the keys "l1.1" … "l1.5".
 * - The "[overridden by the preparer …]" note Lines adds is not part of the text.
 * - California (FTB) ways of writing:
 *   - "line 7 through line 10" is a range as "lines 7 through 10"; so is "lines 85–87".
 *   - "FTB 3514" / "form FTB 3514" name the form ftb3514 like "Form FTB 3514".
 *   - A "Part I" after a form name, or standing alone before "line" ("Part II, line 24"), names
 *     that part's key ("scheduleCA.partI", own form's part when no form is named) when the return
 *     has lines keyed so; otherwise the form itself ("scheduleP.l24").
 *   - A capital column after the line ("line 27, column B") names that column's key ("….l27.b")
 *     when the line has columns; "(column A)" at the end of a text is the own line's column.
 *   - "lines 1 through 9b in Section B" names the own form's section key ("scheduleCA.partI.secB")
 *     when the return has one.
 *   - "California EITC worksheet" is caEitcWks (the printed name spelled short).
 *   - A "Section B" between a form name and its line ("Schedule CA (540NR), Part II, Section B,
 *     line 3") is that section's key when the return has one; "lines 1 through 9b" holds 9b's
 *     numbered parts (9b1-9b3).
 *   - Not operands: "go to Step 7 (line 21)" (a destination) and lines stated to be zero
 *     ("so Form 540NR lines 85–87 are $0").
 * - An input whose key has no line number ("scheduleP.partIII.renter.b") is not checked by (b):
 *   no text can name it as a line.
 *
 * The rules, for each line whose text names a line:
 * (a) every named line the return computed (in any sheet given) is among the line's inputs; for
 *     a range, every computed line within it; of a named form in copies, one copy read answers for
 *     the others ("Schedule C line 31" on one person's Schedule SE);
 * (b) every input that is a line (not an entered `input.…` amount) is named by the text, or lies
 *     within a named range;
 * (c) a line with a non-zero value has at least one input.
 * A line whose text names no line is not checked: its inputs are entered amounts, parameters or
 * other sources its text describes in words.
 */
import { FORM_NAMES } from '../src/names';
import type { Lines } from '../src/lines';

interface Ref {
  /** Form prefix of the key: "f1040", "schedule8812.clwa", "scheduleC#2". */
  form: string;
  /** True when the form was named in the text (compared without its copy). */
  named: boolean;
  lo: string;
  /** Same as `lo` unless the reference is a range. */
  hi: string;
  /** A column the range keeps to ("e" in "12(e) through 23(e)"). */
  column?: string;
  /** The own line's column ("A" of "scheduleE.l20.A"), kept by a reference with no form name. */
  trail?: string;
  /** A part written before the line ("partI" of "Schedule CA (540), Part I, line 27"). */
  part?: string;
  /** "in column (h)": the range holds no line of another column ("…l1a_d"). */
  inColumn?: string;
  /** "in the far right column": not every line of the range is an operand (rule (a) skips it). */
  loose?: boolean;
  /** "all Parts III, line 30": the line of every part below the own form ("f8863.student1"). */
  parts?: boolean;
}

interface KeyParts {
  form: string;
  line: string;
  trail: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Printed form names and the text's other names for them, longest first. */
const NAMED: [string, string][] = (
  [
    ...Object.entries(FORM_NAMES).filter(([k]) => k !== 'input'),
    ['qdcgtWks', 'QDCGT Worksheet'],
    ['eic', 'Worksheet A'],
    ['.clwa', 'Credit Limit Worksheet A'],
    ['.clwb', 'Credit Limit Worksheet B'],
    ['.clw', 'Credit Limit Worksheet'],
    ['caEitcWks', 'California EITC worksheet'],
  ] as [string, string][]
).sort((a, b) => b[1].length - a[1].length);
const FORM_NAME = new RegExp(
  `(${NAMED.map(([, n]) => escape(n)).join('|')}|Form \\d{3,4}(?:-[A-Z]{1,2})?|(?:[Ff]orm )?FTB \\d{4}\\b|Schedule [A-Z0-9]{1,4}\\b)` +
    String.raw`(?: \(Form 1040\)|,? (?:or )?1040-(?:SR|NR))*`,
  'g',
);
const ITEM = String.raw`\d+[a-z]{0,2}(?:\([a-z]\))?(?:\s\([a-z]+\))?`;
const JOIN = String.raw`(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and/or|and|or|minus|less)\s+|\s+through\s+(?:lines?\s+)?|\s*–\s*)`;
const LIST = new RegExp(String.raw`\b[Ll]ines?\s+(${ITEM}(?:${JOIN}${ITEM})*)(?![\w(])`, 'g');
/** What may stand between a form name and its "line". */
const BRIDGE = /^[\s,:]*(?:(?:Part [IVX]+|Section [A-Z]|column [A-Z])[\s,:]*)*$/;
/** "Part II, line 24" with no form name: a part of the own form. */
const PART_BEFORE = /\bPart ([IVX]+)[\s,:]*$/;
/** "lines 1 through 9b in Section B": a section of the own form ("….partI.secB"). */
const SECTION_AFTER = /^\s+in Section ([B-Z])\b/;
/** "line 27, column B": a capital column of a line with columns. */
const CAPITAL_COLUMN_AFTER = /^,?\s*column ([A-E])\b(?![^.;)]*\bcolumn [A-E]\b)/;
/** "so Form 540NR lines 85–87 are $0": lines stated to be zero are a result, not operands. */
const STATED_ZERO = /^\)?\s+(?:are|is)\s+\$0\b/;
/** Text before a reference that makes it no operand. */
const NOT_OPERAND =
  /(?:\bhere and on|\b(?:[Ee]nter|[Ii]nclude)\b[^.;:]*\bon|\bnot reported on|\bincluded on|\bgoes on|-0- on|→|\bskip|\binstructions for|\bgo to\b[^.;:]*\()\s*$/;
/** "the line 9 table": a part of a line, when no form name stands between "the" and "line". */
const THE = /\bthe\s*$/;
/**
 * Text after a reference that makes it a part of the line, not its amount; or a count the text
 * states ("line 4 (2 qualifying children …)"): a number of people is no amount of the sheet.
 */
const PART_OF_LINE = /^\s+(?:table|penalty|Limitation Chart)\b|^\s+\(\d+ [a-z]/;
const OF_FORM = /^\s+of\s+(?:the\s+|your\s+)?((?:19|20)\d\d\s+)?/;
const CHAIN = /^\s*(?:minus|less|or|and|,)\s*$/;

function formKey(name: string, ownForm: string): string {
  const ftb = /^(?:[Ff]orm )?FTB (\d{4})$/.exec(name);
  if (ftb) return `ftb${ftb[1]}`;
  const plain = name.replace(/ \(Form 1040\)|,? (?:or )?1040-(?:SR|NR)/g, '');
  const hit = NAMED.find(([, n]) => n === plain);
  if (hit) return hit[0].startsWith('.') ? `${ownForm.split('.')[0]}${hit[0]}` : hit[0];
  const form = /^Form (\d+)(?:-([A-Z]+))?$/.exec(plain);
  if (form) return `f${form[1]}${(form[2] ?? '').toLowerCase()}`;
  return `schedule${plain.slice('Schedule '.length)}`;
}

/** "f1040.l12" → f1040 / 12; "schedule8812.clwa.l6" → schedule8812.clwa / 6; "scheduleE.l3.A" → scheduleE / 3 / A. */
export function splitKey(key: string): KeyParts | undefined {
  const parts = key.split('.');
  const at = parts.findIndex((p, i) => i > 0 && /^l\d/.test(p));
  if (at < 0) return undefined;
  return {
    form: parts.slice(0, at).join('.'),
    line: parts[at]!.slice(1),
    trail: parts.slice(at + 1).join('.'),
  };
}

/** A copy with a printed name of its own ("caWks#itemizedLimit") stays apart from its siblings. */
const OWN_NAMED = new Set(Object.keys(FORM_NAMES).filter((k) => k.includes('#')));
const base = (form: string) =>
  form
    .split('.')
    .map((p) => (OWN_NAMED.has(p) ? p : p.split('#')[0]))
    .join('.');

/** Line numbers in order: 1 < 1a < 1z < 2 < 10. */
function order(a: string, b: string): number {
  const [, an = '0', as = ''] = /^(\d+)(.*)$/.exec(a) ?? [];
  const [, bn = '0', bs = ''] = /^(\d+)(.*)$/.exec(b) ?? [];
  return Number(an) - Number(bn) || (as < bs ? -1 : as > bs ? 1 : 0);
}

const COLUMN_AFTER = /^,?\s*column \(([a-z])\)/;
const IN_COLUMN = /^\s+in column \(([a-z])\)/;
const ALL_PARTS = /\ball Parts [IVX]+,\s*$/;
const FAR_RIGHT = /\bin the far right column for\s*$/;
/**
 * Forms whose column is a letter after the line number: the columns, and the last line that has
 * them (Form 8880 lines 1-6: (a) you, (b) your spouse).
 */
const SUFFIX_COLUMNS: Record<string, { columns: string[]; through: number }> = {
  f8880: { columns: ['a', 'b'], through: 6 },
};
const column = (item: string) => /\(([a-z])\)$/.exec(item)?.[1];
const plainItem = (item: string) => item.replace(/\(([a-z])\)$/, '$1');

/** The line references of a text, read as described in the header. */
export function lineReferences(text: string, ownKey: string): Ref[] {
  const own = splitKey(ownKey);
  // A key with no line number ("f8582.unallowed", "stdDeductionWks.total") is a line of its form too.
  const ownForm = own?.form ?? (ownKey.slice(0, Math.max(0, ownKey.lastIndexOf('.'))) || ownKey);
  const refs: Ref[] = [];
  const names = [...text.matchAll(FORM_NAME)].map((m) => ({ end: m.index + m[0].length, name: m[0] }));
  let last: { end: number; form: string; named: boolean; part?: string } | undefined;
  for (const m of text.matchAll(LIST)) {
    const end = m.index + m[0].length;
    const after = text.slice(end);
    const before = names.filter((n) => n.end <= m.index && BRIDGE.test(text.slice(n.end, m.index))).pop();
    let form = ownForm;
    let named = false;
    let part: string | undefined;
    const of = OF_FORM.exec(after);
    const ofName = of && names.find((n) => n.end - n.name.length === end + of[0].length);
    if (of && of[1]) continue; // a prior year's form
    const lead = text.slice(0, before ? before.end - before.name.length : m.index);
    const partWord = (
      before ? /Part ([IVX]+)/.exec(text.slice(before.end, m.index)) : PART_BEFORE.exec(lead)
    )?.[1];
    const sectionWord = before && /Section ([A-Z])/.exec(text.slice(before.end, m.index))?.[1];
    if (ofName) [form, named] = [formKey(ofName.name, ownForm), true];
    else if (before) [form, named] = [formKey(before.name, ownForm), true];
    else if (partWord)
      [form, named] = [ownForm.split('.')[0]!, true]; // "Part II, line 24": own form's part
    else if (last && CHAIN.test(text.slice(last.end, m.index)))
      [form, named, part] = [last.form, last.named, last.part];
    if (partWord && !ofName) part = `part${partWord}`;
    if (sectionWord && !ofName) part = [part, `sec${sectionWord}`].filter(Boolean).join('.');
    const section = SECTION_AFTER.exec(after)?.[1];
    if (section && !named) part = `sec${section}`;
    last = { end, form, named, part };
    if (NOT_OPERAND.test(lead) || (!before && THE.test(lead)) || PART_OF_LINE.test(after)) continue;
    if (STATED_ZERO.test(after)) continue;
    // "line 5, column (c)" names that column's key ("….l5.c") only.
    const trail =
      COLUMN_AFTER.exec(after)?.[1] ??
      CAPITAL_COLUMN_AFTER.exec(after)?.[1]?.toLowerCase() ??
      (named ? undefined : own?.trail || undefined);
    const items = m[1]!
      .replace(/\s\([a-z]+\)/g, '')
      .replace(/\s+through\s+lines?\s+/g, ' through ')
      .replace(/\s*–\s*/g, ' through ')
      .split(/\s*(?:,|\band\/or\b|\band\b|\bor\b|\bminus\b|\bless\b)\s*/)
      .filter((s) => s.trim() !== '');
    const inColumn = IN_COLUMN.exec(after)?.[1];
    const loose = FAR_RIGHT.test(text.slice(0, m.index)) || undefined;
    const parts = (!named && ALL_PARTS.test(text.slice(0, m.index))) || undefined;
    const suffixes = !named ? SUFFIX_COLUMNS[form] : undefined;
    const ownColumn = suffixes?.columns.find((c) => own?.line.endsWith(c));
    for (const raw of items) {
      const range = /^(\S+)\s+through\s+(\S+)$/.exec(raw.trim());
      let [lo, hi] = range ? [range[1]!, range[2]!] : [raw.trim(), raw.trim()];
      const col = range && column(lo) === column(hi) ? column(lo) : undefined;
      if (suffixes && /^\d+$/.test(lo) && /^\d+$/.test(hi) && Number(hi) <= suffixes.through)
        [lo, hi] = ownColumn ? [lo + ownColumn, hi + ownColumn] : [lo, hi + suffixes.columns.at(-1)!];
      refs.push({
        form,
        named,
        lo: plainItem(lo),
        hi: plainItem(hi),
        column: col,
        trail,
        part,
        inColumn,
        loose,
        parts,
      });
    }
  }
  return refs;
}

const ROMAN = ['i', 'ii', 'iii', 'iv', 'v'];
const ROMAN_ROW = /^\d+(?:i|ii|iii|iv|v)$/;

function covers(ref: Ref, key: KeyParts | undefined): boolean {
  if (!key) return false;
  let k = key;
  // "lines 1i through 1v": the rows of line 1, kept as "l1.1" … "l1.5".
  const row = /^[1-5]$/.test(k.trail) && ROMAN_ROW.test(ref.lo) && ROMAN_ROW.test(ref.hi);
  if (row) k = { form: k.form, line: k.line + ROMAN[Number(k.trail) - 1]!, trail: '' };
  const sameForm = ref.named
    ? base(k.form) === base(ref.form)
    : ref.parts
      ? k.form.startsWith(`${ref.form}.`)
      : k.form === ref.form;
  // "9b" holds its numbered parts "9b1"-"9b3" (Schedule CA (540), Section B).
  const within =
    order(k.line, ref.hi) <= 0 ||
    (/[a-z]$/.test(ref.hi) && new RegExp(`^${escape(ref.hi)}\\d+$`).test(k.line));
  if (!sameForm || order(ref.lo, k.line) > 0 || !within) return false;
  if (ref.column && !k.line.endsWith(ref.column)) return false;
  const underscore = /_([a-z])$/.exec(k.line)?.[1];
  if (ref.inColumn && underscore && underscore !== ref.inColumn) return false;
  return !ref.trail || !k.trail || k.trail === ref.trail;
}

const withoutCopy = (key: string) => key.replace(/#[^.]+/g, '');

const OVERRIDE_NOTE = / \[overridden by the preparer; computed [^\]]*\]$/;

/**
 * The problems of every line of `lines` whose text names a line. `others`: sheets whose lines the
 * texts may name too (the federal return a California return reads).
 */
/** Texts already read: the property tests check thousands of returns with the same texts. */
const READ = new Map<string, Ref[]>();

export function lineReferenceProblems(lines: Lines, ...others: Lines[]): string[] {
  // Computed lines by form without copy: a reference can only name lines of its own form.
  const byForm = new Map<string, { key: string; parts: KeyParts }[]>();
  const own = lines.all();
  for (const sheet of [own, ...others.map((o) => o.all())])
    for (const l of sheet) {
      const parts = splitKey(l.key);
      if (!parts) continue;
      const f = base(parts.form);
      byForm.set(f, [...(byForm.get(f) ?? []), { key: l.key, parts }]);
    }
  const problems: string[] = [];
  for (const line of own) {
    const text = line.formula.replace(OVERRIDE_NOTE, '');
    const memo = `${line.key}\n${text}`;
    const read = READ.get(memo) ?? lineReferences(text, line.key);
    READ.set(memo, read);
    // A part names its key when the return has lines keyed so ("scheduleCA.partI"), else its form.
    const refs = read.map((r) =>
      r.part && byForm.has(`${base(r.form)}.${r.part}`) ? { ...r, form: `${r.form}.${r.part}` } : r,
    );
    if (refs.length === 0) continue;
    // A line read under the engine's key is also read under the year's own numbers of it (2025: 11b).
    const inputs = new Set(line.inputs.flatMap((k) => [k, ...lines.ownKeys(k)]));
    // A named form in copies ("Schedule C" of each business): the text cannot say which copies, so
    // reading one copy of a line answers for the others.
    const readCopies = new Set(line.inputs.map(withoutCopy));
    for (const ref of refs)
      for (const { key, parts } of ref.parts
        ? [...byForm].filter(([f]) => f.startsWith(`${base(ref.form)}.`)).flatMap(([, v]) => v)
        : (byForm.get(base(ref.form)) ?? []))
        if (
          !ref.loose &&
          key !== line.key &&
          !inputs.has(key) &&
          !(ref.named && readCopies.has(withoutCopy(key))) &&
          covers(ref, parts)
        )
          problems.push(`${line.key}: "${text}" names ${key}, which it did not read`);
    for (const k of line.inputs) {
      if (k.startsWith('input.')) continue;
      const parts = splitKey(k);
      // A key with no line number ("scheduleP.partIII.renter.b") cannot be named as a line.
      const named = (key: string) => {
        const p = splitKey(key);
        return !!p && refs.some((r) => covers(r, p));
      };
      if (parts && !named(k) && !lines.ownKeys(k).some(named))
        problems.push(`${line.key}: "${text}" read ${k}, which it does not name`);
    }
    if (line.inputs.length === 0 && !line.value.isZero())
      problems.push(`${line.key}: "${text}" names lines but has no inputs`);
  }
  return [...new Set(problems)];
}
