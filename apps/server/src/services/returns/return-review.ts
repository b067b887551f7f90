/**
 * What the Review page shows besides the e-file checks: every figure of the return grouped as the
 * form is, the changes since the filer last signed, and plausibility warnings (unusual but possible
 * amounts), each with the wizard step where it is fixed.
 */
import type { Result } from '@taxprep/tax-engine';
import { lineLabel } from '../documents/pdf';
import type { ReviewFinding } from './review';

/** Form 1040's parts, by the line number each starts at (as the form prints them). */
const F1040_PARTS: [upTo: number, title: string][] = [
  [9, 'Income'],
  [11, 'Adjustments and adjusted gross income'],
  [15, 'Deductions and taxable income'],
  [24, 'Tax and credits'],
  [33, 'Payments'],
  [38, 'Refund or amount you owe'],
];

function partOf(key: string): string | null {
  const m = /^f1040\.l(\d+)/.exec(key);
  if (!m) return null;
  const n = Number(m[1]);
  return F1040_PARTS.find(([upTo]) => n <= upTo)?.[1] ?? 'Refund or amount you owe';
}

/** The form of a line key ("schedule1.l10" → "Schedule 1"), for the groups after Form 1040. */
function formOf(key: string): string {
  const label = lineLabel(key);
  const at = label.indexOf(' line ');
  return at < 0 ? label : label.slice(0, at);
}

export function reviewGroups(figures: Record<string, string>) {
  const groups = new Map<string, { key: string; label: string; value: string }[]>();
  for (const [, title] of F1040_PARTS) groups.set(title, []);
  for (const [key, value] of Object.entries(figures)) {
    const title = partOf(key) ?? formOf(key);
    if (!groups.has(title)) groups.set(title, []);
    groups.get(title)!.push({ key, label: lineLabel(key), value });
  }
  return [...groups.entries()]
    .filter(([, lines]) => lines.length > 0)
    .map(([title, lines]) => ({ title, lines }));
}

/** Lines whose figure differs from the snapshot of the last review (absent lines count as 0). */
export function reviewChanges(before: Record<string, string> | undefined, now: Record<string, string>) {
  if (!before) return [];
  const keys = new Set([...Object.keys(before), ...Object.keys(now)]);
  return [...keys]
    .filter((k) => Number(before[k] ?? '0') !== Number(now[k] ?? '0'))
    .sort()
    .map((k) => ({ key: k, label: lineLabel(k), before: before[k] ?? '0.00', after: now[k] ?? '0.00' }));
}

const num = (r: Result, key: string) => (r.lines.has(key) ? Number(r.lines.get(key).toString()) : 0);

/** Amounts that are possible but often a typing slip: worth a second look before signing. */
export function plausibilityWarnings(r: Result): ReviewFinding[] {
  const w: ReviewFinding[] = [];
  const wages = num(r, 'f1040.l1z');
  const w2Withheld = num(r, 'f1040.l25a');
  const income = num(r, 'f1040.l9');
  const refund = num(r, 'f1040.l34');
  if (wages === 0 && w2Withheld > 0)
    w.push({ message: 'Tax was withheld on a W-2 but the wages are 0. Check the W-2 amounts.', step: 'w2' });
  if (wages > 0 && w2Withheld > wages)
    w.push({
      message: 'The tax withheld on your W-2s is more than the wages. Check box 1 and box 2.',
      step: 'w2',
    });
  if (income > 0 && refund > income * 0.5)
    w.push({
      message: 'Your refund is more than half of your total income. Check your payments and withholding.',
      step: 'payments',
    });
  if (income <= 0 && refund === 0 && num(r, 'f1040.l37') === 0)
    w.push({ message: 'No income is entered on this return. Add your income documents.', step: 'income' });
  return w;
}
