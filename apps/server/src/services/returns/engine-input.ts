import type { FilingStatus, Return } from '@taxprep/tax-engine';
import {
  ENGINE_KINDS,
  fieldsOf,
  INCOME_FIELDS,
  povertyLineRegion,
  sumAmounts,
  TAX_YEAR,
} from '@taxprep/contracts';
import { eligibilityInput, isJoint, personInput } from './eligibility-input';
import type { ReturnData } from './sections';

export interface ItemRow {
  id: number;
  kind: string;
  data: Record<string, unknown>;
  version: number;
}

const STATUS: Record<string, FilingStatus> = {
  single: 'single',
  'married filing jointly': 'mfj',
  'married filing separately': 'mfs',
  'head of household': 'hoh',
  'qualifying widow(er)': 'qss',
};

export function engineStatus(label: string | null | undefined): FilingStatus {
  return STATUS[label ?? ''] ?? 'single';
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const amt = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export { sumAmounts };

/** Builds the engine's input from the stored return (decrypted), its items and its tax year. */
export function toEngineInput(data: ReturnData, items: ItemRow[], taxYear: number): Return {
  const p = data.personal;
  const f = data.filing;
  const flags = data.flags;
  const id = data.identity ?? {};
  const of = (kind: string) => items.filter((i) => i.kind === kind);
  const married =
    f?.filing_status === 'married filing jointly' || f?.filing_status === 'married filing separately';

  // The registry's kinds: W-2s, the information returns … and Schedules A and D, each merged into one.
  const registry = registryInput(items, f?.filing_status === 'married filing jointly');
  const joint = f?.filing_status === 'married filing jointly';
  const separate = f?.filing_status === 'married filing separately';
  return {
    tax_year: taxYear,
    filing_status: engineStatus(f?.filing_status ?? 'married filing jointly'),
    taxpayer: {
      first_name: p?.first_name,
      last_name: p?.last_name,
      ssn: p?.ssn ?? undefined,
      date_of_birth: str(id.dob),
      ...died(id.date_of_death),
      ...personInput(data, 'taxpayer'),
    },
    spouse: married
      ? {
          first_name: f?.spouse_first_name ?? undefined,
          last_name: f?.spouse_last_name ?? undefined,
          ssn: f?.spouse_ssn ?? undefined,
          date_of_birth: str(id.spouse_dob),
          ...died(id.spouse_date_of_death),
          ...(isJoint(data) ? personInput(data, 'spouse') : {}),
        }
      : undefined,
    claimed_as_dependent: flags?.claimed_as_dependent ?? false,
    spouse_claimed_as_dependent: married ? (flags?.spouse_claimed_as_dependent ?? false) : false,
    taxpayer_over_65: flags?.taxpayer_over_65 ?? false,
    taxpayer_blind: flags?.taxpayer_blind ?? false,
    spouse_over_65: married ? (flags?.spouse_over_65 ?? false) : false,
    spouse_blind: married ? (flags?.spouse_blind ?? false) : false,
    force_itemize: registry.schedule_a?.force_itemize ?? false,
    spouse_itemizes: separate ? f?.spouse_itemizes === true : undefined,
    digital_assets: data.digital_assets ?? undefined,
    presidential_fund: p?.presidential_fund ?? false,
    ...eligibilityInput(data),
    ...registry,
    // Form 8962's poverty table follows where the filer lives: the address state, not asked again.
    premium_tax_credit: registry.f1095_a
      ? { ...registry.premium_tax_credit, poverty_line_region: povertyLineRegion(p?.state) }
      : undefined,
    schedule_e: scheduleEInput(of('schedule_e')[0]?.data),
    schedule_1: schedule1Input(of('schedule_1').filter((r) => r.data.category_key !== EDUCATOR)),
    income: incomeInput(data.income),
    dependent_care: dependentCareInput(data.f2441),
    adjustments: adjustmentsInput(data, of('schedule_1'), joint),
    other_credits: data.credits?.other_schedule_3_amount
      ? { other_schedule_3_amount: data.credits.other_schedule_3_amount }
      : undefined,
    payments: {
      federal_other_tax_withheld: data.payments?.federal_other_tax_withheld ?? undefined,
      estimated_payments: data.payments?.estimated_payments ?? undefined,
    },
    refund: data.refund
      ? {
          refund_applied_to_estimated_tax: data.refund.refund_applied_to_estimated_tax ?? undefined,
          refund_routing_number: data.refund.refund_routing_number ?? undefined,
          refund_account_number: data.refund.refund_account_number ?? undefined,
          refund_account_type: data.refund.refund_account_type ?? undefined,
          form_8888_attached: data.refund.form_8888_attached,
        }
      : undefined,
    third_party_designee: data.designee?.third_party_designee
      ? {
          designee_name: data.designee.designee_name ?? undefined,
          designee_phone: data.designee.designee_phone ?? undefined,
          designee_pin: data.designee.designee_pin ?? undefined,
        }
      : undefined,
  };
}

/**
 * The Income step's own entries: its fields (contracts' INCOME_FIELDS, in their order) but line 1a
 * wages, which come from the W-2s, and 6b, which comes from the worksheet.
 */
type IncomeInput = Exclude<(typeof INCOME_FIELDS)[number], 'wages' | 'social_security_benefits'>;
export const INCOME_INPUTS: readonly IncomeInput[] = INCOME_FIELDS.filter(
  (f): f is IncomeInput => f !== 'wages' && f !== 'social_security_benefits',
);

function incomeInput(income: Record<string, string | null> | undefined): Return['income'] {
  if (!income) return undefined;
  const out: Record<string, string> = {};
  for (const k of INCOME_INPUTS) {
    const v = income[k];
    if (v) out[k] = v;
  }
  return out;
}

/** A person who died in the tax year (Form 8889's death exception reads it). */
const died = (d: unknown): { deceased?: boolean } =>
  typeof d === 'string' && d.startsWith(`${TAX_YEAR}-`) ? { deceased: true } : {};

const EDUCATOR = 'educator_expenses';

/**
 * The Adjustments step's amount, and the Schedule 1 educator rows as each educator's total: the
 * $300 limit is per educator (Schedule 1 line 11 instructions), so on a joint return a spouse's
 * rows are capped apart from the taxpayer's; on any other return every row is the taxpayer's.
 */
function adjustmentsInput(data: ReturnData, rows: ItemRow[], joint: boolean): Return['adjustments'] {
  const educators = rows.filter((r) => r.data.category_key === EDUCATOR);
  const whose = (who: 'taxpayer' | 'spouse') => {
    const mine = educators.filter(
      (r) => (joint && r.data.owner === 'spouse' ? 'spouse' : 'taxpayer') === who,
    );
    return mine.length ? sumAmounts(mine.map((r) => amt(r.data.amount) ?? '0')) : undefined;
  };
  const out: NonNullable<Return['adjustments']> = {
    educator_expenses_taxpayer: whose('taxpayer'),
    educator_expenses_spouse: whose('spouse'),
  };
  if (data.adjustments?.adjustments_to_income) {
    out.adjustments_to_income = data.adjustments.adjustments_to_income;
    out.adjustment_description = data.adjustments.adjustment_description ?? undefined;
  }
  return Object.values(out).some((v) => v !== undefined) ? out : undefined;
}

/**
 * Every kind of the document registry, as the engine's input lists (`f1099_g`, `ssa_1099`, …), or
 * as one input merged from the return's records (`schedule_a`). A document's owner is read only on
 * a joint return (a spouse-owned one left from when the return was joint is the taxpayer's now).
 */
function registryInput(items: ItemRow[], joint: boolean): Partial<Return> {
  const out: Record<string, unknown> = {};
  for (const def of ENGINE_KINDS) {
    const records = items.filter((i) => i.kind === def.kind);
    if (def.engineMerge) {
      const merged = def.engineMerge(records.map((i) => i.data));
      if (merged) out[def.engine] = merged;
      continue;
    }
    const jointOnly = fieldsOf(def).some((f) => f.jointOnly);
    const list = records.map((i) => {
      const row: Record<string, unknown> = { ...(def.toEngine ? def.toEngine(i.data) : i.data), id: i.id };
      return jointOnly ? { ...row, owner: joint && row.owner === 'spouse' ? 'spouse' : 'taxpayer' } : row;
    });
    if (list.length) out[def.engine] = list;
  }
  return out as Partial<Return>;
}

/** The Form 2441 screen's entries as the engine's: the persons' expenses add up to line 2. */
function dependentCareInput(f: ReturnData['f2441']): Return['dependent_care'] {
  if (!f) return undefined;
  const num = (v: string | null | undefined) => v ?? undefined;
  // The total and the count too, for the readers of the engine input that take no list (FTB 3506).
  const expenses = f.persons.map((p) => p.expenses ?? '0');
  return {
    // Line 16 as entered; the persons' amounts are then line 2 without the benefits (Form 2441 line 30).
    expenses_total: f.expenses_incurred ?? (expenses.length ? sumAmounts(expenses) : undefined),
    persons_exclude_benefits: f.expenses_incurred ? true : undefined,
    qualifying_persons: f.persons.length || undefined,
    persons: f.persons.map((p) => ({
      dependent_id: p.dependent_id,
      expenses: num(p.expenses),
      over_12_and_disabled: p.over_12_and_disabled || undefined,
    })),
    providers: f.providers.map((p) => ({
      name: p.name,
      address: p.address,
      tin: p.tax_exempt ? undefined : (p.tin ?? undefined),
      tax_exempt: p.tax_exempt || undefined,
      tin_unavailable: p.tin_unavailable ?? undefined,
      household_employee: p.household_employee || undefined,
      amount_paid: num(p.amount_paid),
    })),
    employer_benefits: num(f.employer_benefits),
    // The stored field keeps its first name; the engine's is year-neutral.
    carryover_from_prior_year: num(f.carryover_from_2023),
    forfeited_or_carried_forward: num(f.forfeited_or_carried_forward),
    benefits_from_own_business: num(f.benefits_from_own_business),
    plan_maximum: num(f.plan_maximum),
    spouse_student_or_disabled_months: f.student_or_disabled_months ?? undefined,
    student_or_disabled: f.student_or_disabled ?? undefined,
    student_or_disabled_earned_in_those_months: num(f.student_or_disabled_earned),
    combat_pay_election_taxpayer: f.combat_pay_election_taxpayer,
    combat_pay_election_spouse: f.combat_pay_election_spouse,
  };
}

/** Drops blanks so the engine sees only what was entered (property types go as numbers). */
function entered(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) if (v !== null && v !== '' && v !== undefined) out[k] = v;
  return out;
}

/** The Schedule E record: its header and its four lists, as entered. */
function scheduleEInput(d: Record<string, unknown> | undefined): Return['schedule_e'] {
  if (!d) return undefined;
  const list = (k: string) => (Array.isArray(d[k]) ? (d[k] as Record<string, unknown>[]).map(entered) : []);
  return {
    paid_1099_required: d.paid_1099_required === true,
    filed_1099: d.filed_1099 === true,
    line40_form4835: amt(d.line40_form4835),
    properties: list('properties').map(({ no_active_participation, ...p }) => ({
      ...p,
      property_type: Number(p.property_type ?? 1),
      // Unsaid, the engine takes active participation for the rental types (Form 8582 instructions).
      ...(no_active_participation === true ? { active_participation: false } : {}),
    })),
    partnerships: list('partnerships'),
    estates_trusts: list('estates_trusts'),
    remics: list('remics'),
  } as Return['schedule_e'];
}

/**
 * Schedule 1 rows: alimony rows fill the alimony lines (their description holds the agreement
 * date, spec 001), every other manual row goes to its category's line.
 */
function schedule1Input(rows: ItemRow[]): Return['schedule_1'] {
  if (rows.length === 0) return undefined;
  const sumOf = (cat: string) => {
    const vals = rows.filter((r) => r.data.category_key === cat).map((r) => amt(r.data.amount) ?? '0');
    return vals.length ? sumAmounts(vals) : undefined;
  };
  const first = (cat: string) => rows.find((r) => r.data.category_key === cat)?.data;
  const alimony = new Set(['alimony_received', 'alimony_paid', 'k1099_error_or_personal_loss']);
  return {
    entries: rows
      .filter((r) => !alimony.has(String(r.data.category_key)))
      .map((r) => ({
        id: r.id,
        section: r.data.section === 'adjustment' ? 'adjustment' : 'additional_income',
        category_key: String(r.data.category_key),
        description: str(r.data.description),
        amount: amt(r.data.amount),
        source: 'manual' as const,
      })),
    k1099_error_or_personal_loss: sumOf('k1099_error_or_personal_loss'),
    alimony_received: sumOf('alimony_received'),
    alimony_received_agreement_date: str(first('alimony_received')?.description),
    alimony_paid: sumOf('alimony_paid'),
    alimony_recipient_ssn: str(first('alimony_paid')?.alimony_recipient_ssn),
    alimony_agreement_date: str(first('alimony_paid')?.description),
  };
}
