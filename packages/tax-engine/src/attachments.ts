/**
 * Why each form is part of the return, read off the explanations (issue 11: "the return says which
 * forms are attached and why"). A form is attached because a line of another attached form reads
 * one of its lines — Schedule C line 31 goes to Schedule 1 line 3 — so the reason follows the
 * computation the same way the explanations do and cannot drift from it.
 */
import { fmt } from './context';
import type { Line, Lines } from './lines';
import { formTitle } from './names';

export interface Attachment {
  /** Engine form name: "schedule1", "scheduleC#2", "scheduleSE#spouse". */
  form: string;
  /** "Schedule 1 (Form 1040)", "Schedule C #2", "Schedule SE (spouse)". */
  name: string;
  /** One sentence: where its figure goes, or what it reports. */
  why: string;
}

const BASE_NAMES: Record<string, string> = {
  f1040: 'Form 1040',
  schedule1: 'Schedule 1 (Form 1040)',
  schedule2: 'Schedule 2 (Form 1040)',
  schedule3: 'Schedule 3 (Form 1040)',
  schedule8812: 'Schedule 8812 (Form 1040)',
  scheduleEIC: 'Schedule EIC (Form 1040)',
};

/** A form's printed name, with the person or copy number its key carries. */
export function formName(form: string): string {
  const [base = form, suffix] = form.split('#');
  const name = BASE_NAMES[base] ?? formTitle(base);
  if (!suffix) return name;
  return /^\d+$/.test(suffix) ? `${name} #${suffix}` : `${name} (${suffix})`;
}

const formOf = (key: string): string => key.slice(0, key.indexOf('.'));
const lineNo = (key: string): string => key.slice(key.indexOf('.') + 1).replace(/^l/, '');
/** A printed line number ("l8", "l25a"), not a worksheet or helper line ("clw.l5", "magi"). */
const printed = (key: string): boolean => /^l\d+[a-z]?$/.test(key.slice(key.indexOf('.') + 1));
const rank = (form: string): number => (form === 'f1040' ? 0 : /^schedule[123]$/.test(form) ? 1 : 2);

/** Each attached form but Form 1040, in the order given, with the reason it is attached. */
export function attachments(forms: readonly string[], lines: Lines): Attachment[] {
  const attached = new Set(forms);
  const all = lines.all();
  // A line of another attached form that reads a non-zero line of `form`: Form 1040 first, then
  // Schedules 1-3, printed line numbers before worksheet lines.
  const readerOf = (form: string): { from: Line; to: Line } | undefined => {
    let best: { from: Line; to: Line; score: number } | undefined;
    for (const to of all) {
      const toForm = formOf(to.key);
      if (toForm === form || !attached.has(toForm)) continue;
      for (const k of to.inputs) {
        if (formOf(k) !== form) continue;
        const from = lines.explain(k);
        if (!from || from.value.isZero()) continue;
        const score = rank(toForm) * 4 + (printed(to.key) ? 0 : 2) + (printed(from.key) ? 0 : 1);
        if (!best || score < best.score) best = { from, to, score };
      }
    }
    return best;
  };
  return forms
    .filter((f) => f !== 'f1040')
    .map((form) => {
      const name = formName(form);
      const read = readerOf(form);
      if (read)
        return {
          form,
          name,
          why: `Line ${lineNo(read.from.key)} (${fmt(read.from.value)}) goes to ${formName(formOf(read.to.key))}, line ${lineNo(read.to.key)}.`,
        };
      const own = all.filter((l) => formOf(l.key) === form && !l.value.isZero());
      const first = own.find((l) => printed(l.key)) ?? own[0];
      if (first)
        return {
          form,
          name,
          why: `Reports line ${lineNo(first.key)}: ${fmt(first.value)} (${first.formula}).`,
        };
      return { form, name, why: 'Required by the entries on this return.' };
    });
}
