/**
 * @taxprep/tax-engine — the 2024 federal Form 1040 computation. Pure and deterministic.
 *
 *   const r = computeReturn(input);
 *   r.summary.refund.toString();         // "1234.00"
 *   r.explain('f1040.l11');              // { key, value, formula, inputs }
 *   r.lines.ofForm('scheduleC');         // every line of a form, in computation order
 */
import { Ctx, type ComputeOptions } from './context';
export type { ComputeOptions } from './context';
import { computeForm1040 } from './forms/f1040';
import { Lines, type Line } from './lines';
import { Money } from './money';
import { attachments, type Attachment } from './attachments';
import type { FilingStatus, Return } from './types';
import { federalParams, type FederalParams } from './params';
import * as taxComputation from './worksheets/taxComputation';

export { Money, Rate, divRound } from './money';
export { Lines, type Line } from './lines';
export { formName, type Attachment } from './attachments';
export { FORM_NAMES, formTitle, lineName } from './names';
export { MONTHS, type Months } from './months';
export type * from './types';
export { computeCalifornia } from './california';
export { form568Lines, type Form568Computed } from './california/f568';
export { CA_NR_ROWS, type CaNrRow } from './california/scheduleCANR';
export { F540, F540NR, CaLineTable, type CaLine } from './california/lines';
export { F568_LINES, f568Label, f568Text, type F568Line } from './california/lines/f568-lines';
export {
  CA_DEFAULT_LINES,
  CA_LINE_GROUPS,
  CA_NR_PART_IV,
  CA_NR_TOTALS,
  scheduleCaLabel,
} from './california/lines/scheduleCA-lines';
export { caParams, hasCaParams } from './params/ca-index';
export type * from './california/types';
export { taxTableRow } from './worksheets/taxComputation';
export { compute1040X, type Form1040XInput, type Form1040XResult, type Form1040XColumns } from './f1040x';
export { scheduleCInputs } from './forms/scheduleC';
export { federalParams, TAX_YEARS, type FederalParams } from './params';
export { federal2024 } from './params/federal2024';
export { describeInput, type EnteredInput } from './inputs';
export { incomeSources, type IncomeSource, type IncomeSourceField } from './forms/incomeSources';
export { onScheduleDDirectly, form8949Rows } from './forms/scheduleD';
export {
  RELATIONSHIPS,
  QUALIFYING_CHILD_RELATIONSHIPS,
  relationshipFromText,
  isQualifyingChildRelationship,
  dependentTests,
  livedOverHalfTheYear,
  type DependentFacts,
  type DependentTests,
  type Relationship,
  type Relationships,
  type FormerRelationshipWords,
} from './relationships';
export { allocationOf, type Allocation } from './forms/f8962-policies';
export { dependentClaim, withClaim, ageAtYearEnd, type DependentClaim } from './dependentClaim';
export {
  validForEic,
  validForCtc,
  hasTinForOdc,
  form8880Rate,
  form2441Percentage,
  scheduleRBox,
} from './credits';

/** The year's Tax Table (taxable income below its limit, $100,000 for 2024); 2024 unless `params` says otherwise. */
export function taxFromTable(
  taxable: Money,
  status: FilingStatus,
  params: FederalParams = federalParams(2024),
): Money {
  return taxComputation.taxFromTable(taxable, status, params);
}

/** Form 1040 line 16 on ordinary income: Tax Table below its limit, rate schedules above (2024 by default). */
export function taxOnIncome(
  taxable: Money,
  status: FilingStatus,
  params: FederalParams = federalParams(2024),
): Money {
  return taxComputation.taxOnIncome(taxable, status, params);
}

/** Tax by the rate schedules, exact to the cent (2024 by default). */
export function scheduleTax(
  taxable: Money,
  status: FilingStatus,
  params: FederalParams = federalParams(2024),
): Money {
  return taxComputation.scheduleTax(taxable, status, params);
}

export interface Summary {
  /** Form 1040 line 11. */
  agi: Money;
  /** Line 15. */
  taxableIncome: Money;
  /** Line 24. */
  totalTax: Money;
  /** Line 33. */
  totalPayments: Money;
  /** Line 34 (overpaid; the refund requested is line 35a). */
  refund: Money;
  /** Line 37. */
  amountOwed: Money;
  /** refund − amountOwed: positive = refund, negative = owed (spec 000 refundOrOwed). */
  refundOrOwed: Money;
}

export interface Result {
  /** Every computed line of every form and worksheet of the return. */
  lines: Lines;
  /** Official forms the return needs, Form 1040 first (e.g. ['f1040','schedule1','scheduleC','scheduleSE','f8995']). */
  forms: string[];
  /** Each attached form but Form 1040 and why it is attached (computed when asked). */
  attachments(): Attachment[];
  summary: Summary;
  explain(key: string): Line | undefined;
  warnings: string[];
}

/** Worksheets (kept in `lines` but not filed). */
const WORKSHEET = /Wks(#|$)/;

const FORM_ORDER = [
  'f1040',
  'schedule1',
  'schedule2',
  'schedule3',
  'scheduleA',
  'scheduleB',
  'scheduleC',
  'scheduleD',
  'scheduleE',
  'scheduleEIC',
  'scheduleR',
  'scheduleSE',
  'schedule8812',
  'f2441',
  'f4137',
  'f4952',
  'f5329',
  'f6251',
  'f8582',
  'f8863',
  'f8880',
  'f8889',
  'f8949',
  'f8959',
  'f8960',
  'f8962',
  'f8995',
  'f8995a',
];

const RANK = new Map(FORM_ORDER.map((f, i) => [f, i]));

function formRank(f: string): number {
  const hash = f.indexOf('#');
  return RANK.get(hash < 0 ? f : f.slice(0, hash)) ?? FORM_ORDER.length;
}

/** Computes the whole 2024 return. Throws RangeError on malformed input (bad amount, unknown filing status). */
export function computeReturn(input: Return, options: ComputeOptions = {}): Result {
  const ctx = new Ctx(input, options);
  computeForm1040(ctx);
  const L = ctx.L;
  // Schedules 1-3 are attached only when they carry an amount.
  if (L.anyNonZero('schedule1')) ctx.need('schedule1');
  else L.dropForm('schedule1');
  if (!L.get('schedule2.l3').isZero() || !L.get('schedule2.l21').isZero()) ctx.need('schedule2');
  else L.dropForm('schedule2');
  if (!L.get('schedule3.l8').isZero() || !L.get('schedule3.l15').isZero()) ctx.need('schedule3');
  else L.dropForm('schedule3');
  const forms = ctx
    .forms()
    .filter((f) => !WORKSHEET.test(f) && f !== 'eic')
    .sort((a, b) => formRank(a) - formRank(b) || a.localeCompare(b));
  const refund = L.get('f1040.l34');
  const owed = L.get('f1040.l37');
  return {
    lines: L,
    forms,
    attachments: () => attachments(forms, L),
    summary: {
      agi: L.get('f1040.l11'),
      taxableIncome: L.get('f1040.l15'),
      totalTax: L.get('f1040.l24'),
      totalPayments: L.get('f1040.l33'),
      refund,
      amountOwed: owed,
      refundOrOwed: refund.minus(owed),
    },
    explain: (key: string) => L.explain(key),
    warnings: ctx.warnings,
  };
}
