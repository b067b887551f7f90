import type { EfileError } from '../documents/efile';
import type { ReturnData } from './sections';

/** A finding of the pre-submit review, with the wizard step (route segment) where it is fixed. */
export interface ReviewFinding {
  message: string;
  step: string | null;
}

/** Where each e-file check's field is entered: the first matching prefix wins. */
const STEP_OF_FIELD: [prefix: string, step: string][] = [
  ['taxpayer.', 'basic'],
  ['address', 'basic'],
  ['spouse.', 'filing-status'],
  ['dependents', 'dependents'],
  ['w2s', 'w2'],
  ['ipPin', 'identity'],
  ['designee', 'third-party-designee'],
  ['bank', 'refund'],
  ['f1040.l35a', 'refund'],
  ['f1040.l36', 'refund'],
  ['f1040.', 'index'],
];

export function stepOfField(field: string): string | null {
  return STEP_OF_FIELD.find(([prefix]) => field.startsWith(prefix))?.[1] ?? null;
}

export function reviewErrors(errors: EfileError[]) {
  return errors.map((e) => ({ ...e, step: stepOfField(e.field) }));
}

/** What a careful preparer would check before filing, beyond the engine's own warnings. */
export function reviewWarnings(
  d: ReturnData,
  items: { kind: string; data: Record<string, unknown> }[],
): ReviewFinding[] {
  const w: ReviewFinding[] = [];
  if (!d.personal) w.push({ message: 'Basic info (name, SSN, address) is not entered yet.', step: 'basic' });
  else if (!d.personal.ssn) w.push({ message: 'Your SSN is missing.', step: 'basic' });
  if (!d.filing) w.push({ message: 'Filing status is not chosen yet.', step: 'filing-status' });
  else if (
    (d.filing.filing_status === 'married filing jointly' ||
      d.filing.filing_status === 'married filing separately') &&
    !d.filing.spouse_ssn &&
    !(d.filing.filing_status === 'married filing separately' && d.filing.spouse_nra === true)
  ) {
    w.push({ message: 'Spouse SSN is missing.', step: 'filing-status' });
  }
  if (d.digital_assets === undefined || d.digital_assets === null)
    w.push({ message: 'The digital assets question is not answered.', step: 'digital-assets' });
  for (const dep of items.filter((i) => i.kind === 'dependent')) {
    const name = `${String(dep.data.first_name ?? '')} ${String(dep.data.last_name ?? '')}`.trim();
    if (!dep.data.date_of_birth)
      w.push({
        message: `Dependent ${name}: date of birth is missing; credits assume the claim flags.`,
        step: 'dependents',
      });
  }
  for (const w2 of items.filter((i) => i.kind === 'w2')) {
    if (!w2.data.employer_ein)
      w.push({ message: `W-2 from ${String(w2.data.employer_name)}: employer EIN is missing.`, step: 'w2' });
  }
  return w;
}
