import {
  CA540_SECRET_FIELDS,
  ENGINE_KINDS,
  secretFields,
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
  /** Form 2441's entries (contracts' f2441Schema); each provider's TIN is secret. */
  f2441?: Omit<F2441Output, 'version'>;
  /** Preparer overrides of computed lines, by line key. */
  overrides?: Record<string, { value: string; reason: string; by: number; at: string }>;
}

/** Paths inside `data` (section.field) that are encrypted at rest. */
export const SECRET_FIELDS: Record<string, string[]> = {
  personal: ['ssn'],
  filing: ['spouse_ssn'],
  identity: ['dob', 'spouse_dob', 'ip_pin', 'spouse_ip_pin', 'id_number', 'spouse_id_number'],
  refund: ['refund_routing_number', 'refund_account_number'],
  designee: ['designee_pin'],
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
