/**
 * Explanations that cannot disagree with the computation (issue 23, item 1). A line's text is
 * written by hand; its inputs are recorded by the arithmetic. This checker reads the line numbers
 * a text names and compares them with the inputs, so a text that says "Add lines 12 and 13" over
 * arithmetic that read lines 12 and 14 fails a test.
 *
 * Reading a text:
 * - A reference is "line N" or "lines N, M and P" / "lines N or M" / "lines Na through Nz" (a range),
 *   where N is a line number with an optional letter suffix ("1a", "8z"). A column after it
 *   ("line 27, column B") is ignored: a line's columns are one line here.
 * - A reference names the form written just before it ("Schedule 1, line 10", "Form 8962, line 29",
 *   "(Schedule CA (540), Part I, line 27"), a form name being any printed name of `FORM_NAMES`
 *   (names.ts) or "Form NNNN[-X]" (key fNNNN[x]) or "Schedule X" (key scheduleX). Between the form
 *   name and "line" only a comma, spaces and "Part …"/"column …" words may stand. A reference
 *   with no form name belongs to the line's own form, worksheet or part (the key without its line:
 *   "line 5" in "schedule8812.clwa.l6" is "schedule8812.clwa.l5"), copy included ("scheduleC#2").
 * - A named form is compared without its copy ("Schedule C, line 31" names "scheduleC#2.l31").
 * - The "[overridden by the preparer …]" note Lines adds is not part of the text.
 *
 * The rules, for each line whose text names a line:
 * (a) every named line the return computed (in any sheet given) is among the line's inputs; for
 *     a range, every computed line within it;
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
}

interface KeyParts {
  form: string;
  line: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Printed form names, longest first so "Schedule CA (540NR)" wins over "Schedule CA". */
const NAMED = Object.entries(FORM_NAMES)
  .filter(([k]) => k !== 'input')
  .sort((a, b) => b[1].length - a[1].length);
const FORM_NAME = new RegExp(
  `(${NAMED.map(([, n]) => escape(n)).join('|')}|Form \\d{3,4}(?:-[A-Z]{1,2})?|Schedule [A-Z0-9]{1,4}\\b)`,
  'g',
);
const ITEM = String.raw`\d+[a-z]{0,2}`;
const LIST = new RegExp(
  String.raw`\blines?\s+(${ITEM}(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s+through\s+)${ITEM})*)\b`,
  'g',
);
/** What may stand between a form name and its "line". */
const BRIDGE = /^[\s,]*(?:(?:Part [IVX]+|column [A-Z])[\s,]*)*$/;

function formKey(name: string): string {
  const hit = NAMED.find(([, n]) => n === name);
  if (hit) return hit[0];
  const form = /^Form (\d+)(?:-([A-Z]+))?$/.exec(name);
  if (form) return `f${form[1]}${(form[2] ?? '').toLowerCase()}`;
  return `schedule${name.slice('Schedule '.length)}`;
}

/** "f1040.l12" → f1040 / 12; "schedule8812.clwa.l6" → schedule8812.clwa / 6; "scheduleE.l3.A" → scheduleE / 3. */
export function splitKey(key: string): KeyParts | undefined {
  const parts = key.split('.');
  const at = parts.findIndex((p, i) => i > 0 && /^l\d/.test(p));
  if (at < 0) return undefined;
  return { form: parts.slice(0, at).join('.'), line: parts[at]!.slice(1) };
}

const base = (form: string) => form.split('.').map((p) => p.split('#')[0]).join('.');

/** Line numbers in order: 1 < 1a < 1z < 2 < 10. */
function order(a: string, b: string): number {
  const [, an = '0', as = ''] = /^(\d+)(.*)$/.exec(a) ?? [];
  const [, bn = '0', bs = ''] = /^(\d+)(.*)$/.exec(b) ?? [];
  return Number(an) - Number(bn) || (as < bs ? -1 : as > bs ? 1 : 0);
}

/** The line references of a text, read as described in the header. */
export function lineReferences(text: string, ownForm: string): Ref[] {
  const refs: Ref[] = [];
  const names = [...text.matchAll(FORM_NAME)].map((m) => ({ at: m.index, end: m.index + m[0].length, name: m[0] }));
  for (const m of text.matchAll(LIST)) {
    const before = names.filter((n) => n.end <= m.index && BRIDGE.test(text.slice(n.end, m.index))).pop();
    const form = before ? formKey(before.name) : ownForm;
    const named = before !== undefined;
    const items = m[1]!.split(/\s*(?:,|\band\b|\bor\b)\s*/).filter((s) => s.trim() !== '');
    for (const item of items) {
      const range = /^(\S+)\s+through\s+(\S+)$/.exec(item.trim());
      if (range) refs.push({ form, named, lo: range[1]!, hi: range[2]! });
      else refs.push({ form, named, lo: item.trim(), hi: item.trim() });
    }
  }
  return refs;
}

function covers(ref: Ref, key: string): boolean {
  const k = splitKey(key);
  if (!k) return false;
  const sameForm = ref.named ? base(k.form) === base(ref.form) : k.form === ref.form;
  return sameForm && order(ref.lo, k.line) <= 0 && order(k.line, ref.hi) <= 0;
}

const OVERRIDE_NOTE = / \[overridden by the preparer; computed [^\]]*\]$/;

/**
 * The problems of every line of `lines` whose text names a line. `others`: sheets whose lines the
 * texts may name too (the federal return a California return reads).
 */
export function lineReferenceProblems(lines: Lines, ...others: Lines[]): string[] {
  const computed = [lines, ...others].flatMap((s) => s.all().map((l) => l.key));
  const problems: string[] = [];
  for (const line of lines.all()) {
    const own = splitKey(line.key);
    const text = line.formula.replace(OVERRIDE_NOTE, '');
    const refs = lineReferences(text, own?.form ?? line.key);
    if (refs.length === 0) continue;
    const inputs = new Set(line.inputs);
    for (const ref of refs) {
      const named = computed.filter((k) => k !== line.key && covers(ref, k));
      for (const k of named)
        if (!inputs.has(k)) problems.push(`${line.key}: "${text}" names ${k}, which it did not read`);
    }
    for (const k of line.inputs) {
      if (k.startsWith('input.')) continue;
      if (!refs.some((r) => covers(r, k)))
        problems.push(`${line.key}: "${text}" read ${k}, which it does not name`);
    }
    if (line.inputs.length === 0 && !line.value.isZero())
      problems.push(`${line.key}: "${text}" names lines but has no inputs`);
  }
  return problems;
}
