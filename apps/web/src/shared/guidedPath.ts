import { isOpenTodo, type TodoItem } from '@taxprep/contracts';

/**
 * The guided path of a return: the basic steps, "What happened in {year}?", one step per to-do
 * item, then the amounts, payments and refund, the last questions, the summary and Review. Where
 * the spec names a screen's next (Basic info → status, deductions → taxes → credits → payments,
 * digital assets → designee → summary) the path follows it; where it is silent the path decides.
 */
export type SectionKey = 'you' | 'income' | 'deductions' | 'payments' | 'finish';

export const SECTIONS: readonly { key: SectionKey; label: string }[] = [
  { key: 'you', label: 'You' },
  { key: 'income', label: 'Income' },
  { key: 'deductions', label: 'Deductions & credits' },
  { key: 'payments', label: 'Payments & refund' },
  { key: 'finish', label: 'Review' },
];

export interface PathStep {
  /** Under /form1040/{id}/ ('' is the Federal Summary). */
  path: string;
  label: string;
  section: SectionKey;
  aliases?: readonly string[];
  /** The to-do item this step enters. */
  todo?: TodoItem;
}

export const CHECKLIST_STEP = 'checklist';
/** Where the path goes once every to-do item is behind it. */
export const AFTER_TODO = 'deductions';
export const REVIEW_STEP = 'review';

const BASICS: readonly PathStep[] = [
  { path: 'basic', label: 'Personal info', section: 'you' },
  { path: 'filing-status', label: 'Filing status', section: 'you', aliases: ['status'] },
  { path: 'identity', label: 'Identity', section: 'you' },
  { path: 'standard-deduction', label: 'Standard deduction', section: 'you' },
  { path: 'about-you', label: 'About you', section: 'you' },
  { path: 'dependents', label: 'Dependents', section: 'you' },
];

const TAIL: readonly PathStep[] = [
  { path: 'deductions', label: 'Deductions', section: 'deductions' },
  { path: 'taxes', label: 'Taxes', section: 'deductions' },
  { path: 'credits', label: 'Credits', section: 'deductions' },
  { path: 'payments', label: 'Payments', section: 'payments' },
  { path: 'refund', label: 'Refund', section: 'payments' },
  { path: 'digital-assets', label: 'Digital assets', section: 'finish' },
  { path: 'third-party-designee', label: 'Designee', section: 'finish' },
  { path: '', label: 'Summary', section: 'finish' },
  { path: REVIEW_STEP, label: 'Review & sign', section: 'finish' },
];

/** One step per screen: two topics entered on one screen (Schedule 1) are one step. */
function itemSteps(todo: readonly TodoItem[]): TodoItem[] {
  const seen = new Set<string>();
  return todo.filter((i) => {
    if (i.state === 'Dismissed' || !i.screen || seen.has(i.screen)) return false;
    seen.add(i.screen);
    return true;
  });
}

/** Every step of the path for this to-do list, in order. */
export function guidedPath(todo: readonly TodoItem[], checklistLabel: string): PathStep[] {
  return [
    ...BASICS,
    { path: CHECKLIST_STEP, label: checklistLabel, section: 'income' },
    ...itemSteps(todo).map((i) => ({ path: i.screen, label: i.label, section: 'income' as const, todo: i })),
    ...TAIL,
  ];
}

const matches = (step: PathStep, segment: string) =>
  step.path === segment ||
  (step.aliases ?? []).includes(segment) ||
  // A to-do screen's own pages (a Schedule C's 1099-NEC) are still that step.
  (step.todo !== undefined && segment.startsWith(`${step.path}/`));

/** The step a screen is, or -1 for a screen off the path (Income, a document not on the list). */
export function stepIndex(steps: readonly PathStep[], segment: string): number {
  return steps.findIndex((s) => matches(s, segment));
}

/** The section a screen belongs to, on the path or not. */
export function sectionOf(steps: readonly PathStep[], segment: string): SectionKey {
  const i = stepIndex(steps, segment);
  if (i >= 0) return steps[i]!.section;
  // The 1040-X, downloads and the Reviews of the 1040-X and of California belong with the finish.
  if (segment === '1040x' || segment === 'download' || segment.endsWith('/review')) return 'finish';
  return 'income';
}

/**
 * Where "Save & Next" goes from the checklist or from a to-do item's screen: the next unfinished
 * item after this one (the first from the checklist), then Deductions.
 */
export function nextAfter(todo: readonly TodoItem[], segment: string): string {
  const items = itemSteps(todo);
  const here = items.findIndex((i) => i.screen === segment || segment.startsWith(`${i.screen}/`));
  const next = items.slice(here + 1).find(isOpenTodo);
  return next?.screen ?? AFTER_TODO;
}

/** The label of a path destination, for a "Next: …" button. */
export function labelOf(todo: readonly TodoItem[], path: string): string {
  return (
    itemSteps(todo).find((i) => i.screen === path)?.label ?? TAIL.find((s) => s.path === path)?.label ?? path
  );
}

/** The to-do item whose screen this is. */
export function todoAt(todo: readonly TodoItem[], segment: string): TodoItem | undefined {
  return itemSteps(todo).find((i) => i.screen === segment || segment.startsWith(`${i.screen}/`));
}
