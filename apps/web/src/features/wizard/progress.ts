import type { ReturnInfo } from '../../api/returnInfo';

/**
 * The wizard's steps in order, and when each counts as done: from the return's own answers
 * (GET /api/form1040/{id}). Steps whose entries are optional (a return may have no dependents,
 * no adjustments) are never marked done or missing: they say "optional".
 */
export interface WizardStep {
  path: string;
  label: string;
  /** Other routes of the same screen. */
  aliases?: string[];
  done?: (r: ReturnInfo) => boolean;
}

export const WIZARD_STEPS: WizardStep[] = [
  {
    path: 'basic',
    label: 'Personal info',
    done: (r) => Boolean(r.first_name && r.last_name && r.ssn && r.address && r.city && r.zip_code),
  },
  {
    path: 'filing-status',
    label: 'Filing status',
    aliases: ['status'],
    done: (r) =>
      Boolean(
        r.filing_status &&
        (!/^married/.test(r.filing_status) || (r.spouse_first_name && r.spouse_last_name && r.spouse_ssn)),
      ),
  },
  { path: 'identity', label: 'Identity' },
  { path: 'standard-deduction', label: 'Standard deduction' },
  { path: 'about-you', label: 'About you' },
  { path: 'dependents', label: 'Dependents' },
  { path: 'digital-assets', label: 'Digital assets', done: (r) => r.digital_assets !== null },
  { path: 'income', label: 'Income' },
  { path: 'adjustments', label: 'Adjustments' },
  { path: 'deductions', label: 'Deductions' },
  { path: 'taxes', label: 'Taxes' },
  { path: 'credits', label: 'Credits' },
  { path: 'payments', label: 'Payments' },
  { path: 'refund', label: 'Refund' },
  { path: 'third-party-designee', label: 'Designee' },
  { path: '', label: 'Summary' },
];

export type StepState = 'done' | 'todo' | 'optional';

export function stepState(step: WizardStep, info: ReturnInfo | undefined): StepState {
  if (!step.done) return 'optional';
  return info && step.done(info) ? 'done' : 'todo';
}

/** The step a wizard path is on ("" for the summary), or null for other screens (W-2, Schedule A …). */
export function currentStep(segment: string): WizardStep | null {
  return WIZARD_STEPS.find((s) => s.path === segment || (s.aliases ?? []).includes(segment)) ?? null;
}
