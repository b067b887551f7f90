import {
  CA540_SECRET_FIELDS,
  type ChecklistAnswers,
  ENGINE_KINDS,
  secretFields,
  type CarriedReturnFacts,
  type CreditFactField,
  type F2441Output,
  type PersonFactsOutput,
} from '@taxprep/contracts';
/**
 * The shape of `form1040s.data`: the wizard's answers by step. Values are what the contracts
 * produce (amounts as exact "1234.56" text); the SECRET paths are stored encrypted.
 */
export interface ReturnData {
  personal?: {
    first_name: string;
    last_name: string;
    ssn: string | null;
    address: string;
    city: string;
    state: string;
    zip_code: string;
    presidential_fund: boolean;
  };
  filing?: {
    filing_status: string;
    spouse_first_name: string | null;
    spouse_last_name: string | null;
    spouse_ssn: string | null;
    /** Married filing separately only (absent on returns saved before they were asked). */
    mfs_separated_spouse_rule?: boolean;
    mfs_lived_apart_all_year?: boolean;
    /** Married filing separately: the spouse itemizes (this return's standard deduction is zero). */
    spouse_itemizes?: boolean;
    /** Married filing separately: a nonresident alien spouse with no SSN or ITIN ("NRA"). */
    spouse_nra?: boolean;
  };
  flags?: {
    claimed_as_dependent: boolean;
    spouse_claimed_as_dependent: boolean;
    taxpayer_over_65: boolean;
    taxpayer_blind: boolean;
    spouse_over_65: boolean;
    spouse_blind: boolean;
  };
  identity?: Record<string, string | boolean | null>;
  /** The "About you" step: each person's number type, student, dependency and disability facts. */
  person_facts?: PersonFactsOutput;
  digital_assets?: boolean | null;
  /** "What happened in {year}?": the topics answered, dismissed and closed by hand. */
  checklist?: ChecklistAnswers;
  income?: Record<string, string | null>;
  adjustments?: { adjustments_to_income: string | null; adjustment_description: string | null };
  deductions?: { charitable_donations: string | null; medical_expenses: string | null };
  /** Line 31's amount, and the Form 8880 and Schedule R amounts (CREDIT_FACT_FIELDS). */
  credits?: { other_schedule_3_amount: string | null } & Partial<Record<CreditFactField, string | null>>;
  payments?: { federal_other_tax_withheld: string | null; estimated_payments: string | null };
  refund?: {
    refund_applied_to_estimated_tax: string | null;
    refund_routing_number: string | null;
    refund_account_number: string | null;
    refund_account_type: 'Checking' | 'Savings' | null;
    form_8888_attached: boolean;
  };
  designee?: {
    third_party_designee: boolean;
    designee_name: string | null;
    designee_phone: string | null;
    designee_pin: string | null;
  };
  /** The filers' e-file signature of the return (signature.ts); PINs encrypted at rest. */
  signature?: SignatureData;
  /** The same for the Form 1040-X being filed for this return. */
  amendment_signature?: SignatureData;
  /** The California return's e-file signature (FTB), and its figures as signed. */
  ca_signature?: SignatureData;
  ca_review_snapshot?: { at: string; figures: Record<string, string> };
  /** The figures as the filer last reviewed (signed) them, by line key, for "changes since". */
  review_snapshot?: { at: string; figures: Record<string, string> };
  amendment_snapshot?: { at: string; figures: Record<string, string> };
  /** The simulated e-file of the Form 1040-X (its own, apart from the return's submissions). */
  amendment_efile?: {
    item_id: number;
    status: 'Accepted' | 'Rejected';
    message: string;
    errors: { code: string; field: string; message: string }[];
    submitted_at: string;
  };
  /** Form 2441's entries (contracts' f2441Schema); each provider's TIN is secret. */
  f2441?: Omit<F2441Output, 'version'>;
  /** What was carried from last year's return when this one was started from it (carry-forward.ts). */
  carried?: CarriedReturnFacts;
  /** Preparer overrides of computed lines, by line key. */
  overrides?: Record<string, { value: string; reason: string; by: number; at: string }>;
}

/**
 * One e-file signature: the perjury declaration, each filer's Self-Select PIN and identity check
 * (prior-year AGI or prior-year PIN), the date; a preparer's PTIN and the filer's consent when a
 * preparer signed. `version` and `items` pin the return as signed: any later write moves them.
 */
export interface SignatureData {
  declaration_accepted: true;
  primary_pin: string;
  primary_prior_year_agi: string | null;
  primary_prior_year_pin: string | null;
  spouse_pin: string | null;
  spouse_prior_year_agi: string | null;
  spouse_prior_year_pin: string | null;
  signed_on: string;
  signed_by: number;
  preparer_ptin: string | null;
  filer_consent: boolean;
  version: number;
  items: string;
}

const SIGNATURE_SECRETS = [
  'primary_pin',
  'primary_prior_year_pin',
  'spouse_pin',
  'spouse_prior_year_pin',
  'primary_prior_year_agi',
  'spouse_prior_year_agi',
];

/** Paths inside `data` (section.field) that are encrypted at rest. */
export const SECRET_FIELDS: Record<string, string[]> = {
  personal: ['ssn'],
  filing: ['spouse_ssn'],
  identity: [
    'dob',
    'spouse_dob',
    'date_of_death',
    'spouse_date_of_death',
    'ip_pin',
    'spouse_ip_pin',
    'id_number',
    'spouse_id_number',
  ],
  refund: ['refund_routing_number', 'refund_account_number'],
  designee: ['designee_pin'],
  signature: SIGNATURE_SECRETS,
  amendment_signature: SIGNATURE_SECRETS,
  ca_signature: SIGNATURE_SECRETS,
  f2441: ['providers[].tin'],
};

/** Secret fields of return items, by kind. */
export const ITEM_SECRETS: Record<string, string[]> = {
  dependent: ['ssn', 'date_of_birth'],
  w2: ['employee_ssn'],
  form1099: ['tin'],
  schedule_c: ['ssn'],
  form1040x: ['ssn', 'spouse_ssn', 'tp_ip_pin', 'sp_ip_pin', 'dependents[].ssn'],
  schedule_1: ['alimony_recipient_ssn'],
  // California (spec 002): the 540's identity and bank fields, its dependents, the 540NR's bank.
  ca540: [...CA540_SECRET_FIELDS],
  ca540_dependent: ['ssn_itin'],
  ca540nr: ['bank_routing_number', 'bank_account_number'],
  ...Object.fromEntries(ENGINE_KINDS.map((d) => [d.kind, secretFields(d)])),
};

/** 'dependent', 'w2', 'schedule_a', 'form1099' and every kind of the document registry. */
export type ItemKind = string;
