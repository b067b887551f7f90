/**
 * What an entered-input key of an explanation ("input.w2s.wages") stands for on this return:
 * one row per document or screen value it names, with a plain label and the amount — read from
 * the same input path the line declared it reads, so the explanation follows the computation.
 */
import type { Return } from './types';
import { m } from './context';

export interface EnteredInput {
  label: string;
  /** Exact amount, "1234.56"; null for an entered fact that is not an amount. */
  amount: string | null;
}

type Obj = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const owner = (o: Obj): string => (o.owner === 'spouse' ? ' (spouse)' : '');
const from = (doc: string, name: unknown, fallback: string) => `${doc} from ${str(name) || fallback}`;

/** How a document of each list is named, by collection. */
const DOCUMENTS: Record<string, (o: Obj, i: number) => string> = {
  w2s: (o) => from('W-2', o.employer_name, 'an employer') + owner(o),
  f1099_int: (o) => from('1099-INT', o.payer_name, 'a payer') + owner(o),
  f1099_div: (o) => from('1099-DIV', o.payer_name, 'a payer') + owner(o),
  f1099_g: (o) => from('1099-G', o.payer_name, 'a payer') + owner(o),
  f1099_r: (o) => from('1099-R', o.payer_name, 'a payer') + owner(o),
  f1099_misc: (o) => from('1099-MISC', o.payer_name, 'a payer') + owner(o),
  f1099_nec: (o) => from('1099-NEC', o.payer_name, 'a payer') + owner(o),
  ssa_1099: (o) => `SSA-1099${owner(o)}`,
  hsas: (o) => `HSA${owner(o)}`,
  f1095_a: (o, i) => `1095-A ${str(o.marketplace_policy_number) || `#${i + 1}`}`,
  f1099_simple: (o) => from('1099', o.payer_name, 'a payer'),
  schedule_c: (o, i) => `Schedule C ${str(o.business_name) || `#${i + 1}`}${owner(o)}`,
  f8949: (o, i) => `Form 8949 row ${i + 1}${str(o.description) ? ` (${str(o.description)})` : ''}`,
  properties: (o, i) => `Rental property ${str(o.address) || String.fromCharCode(65 + i)}`,
  partnerships: (o) => `Schedule K-1 from ${str(o.name) || 'a partnership or S corporation'}`,
  dependents: (o) => `Dependent ${[str(o.first_name), str(o.last_name)].filter(Boolean).join(' ')}`,
};

/** Screens and sections whose values are entered directly. */
const SECTIONS: Record<string, string> = {
  income: 'Income screen',
  payments: 'Payments screen',
  adjustments: 'Adjustments screen',
  schedule_a: 'Schedule A',
  schedule_d: 'Schedule D',
  schedule_e: 'Schedule E',
  schedule_1: 'Schedule 1',
  other_taxes: 'Other taxes',
  other_credits: 'Other credits',
  amt_adjustments: 'AMT adjustments',
  premium_tax_credit: 'Premium tax credit',
  dependent_care: 'Dependent care',
  refund: 'Refund screen',
};

/** W-2 boxes whose field names do not carry the box number. */
const W2_BOXES: Record<string, string> = {
  wages: 'box 1',
  federal_income_tax: 'box 2',
  social_security_wages: 'box 3',
  social_security_tax: 'box 4',
  medicare_wages: 'box 5',
  medicare_tax: 'box 6',
  social_security_tips: 'box 7',
  dependent_care_benefits: 'box 10',
};

function fieldLabel(collection: string, field: string): string {
  if (collection === 'w2s' && W2_BOXES[field]) return W2_BOXES[field];
  if (collection === 'box12') return `box 12 code ${field}`;
  const box = /^box(\d+[a-z]?)_/.exec(field);
  if (box) return `box ${box[1]}`;
  return field.replace(/_/g, ' ');
}

function amountOf(v: unknown): string | null {
  if (typeof v === 'boolean') return null;
  try {
    return m(v as string).toString();
  } catch {
    return null;
  }
}

const present = (v: unknown) => v !== undefined && v !== null && v !== '' && v !== false;

/**
 * The entered values an "input.…" key names on this return (empty when it names nothing entered).
 * A list index ("input.w2s.0.wages") names one document; without one, every document of the list.
 */
export function describeInput(input: Return, key: string): EnteredInput[] {
  const path = key.replace(/^input\./, '').split('.');
  const out: EnteredInput[] = [];
  const walk = (node: unknown, rest: string[], label: string, collection: string) => {
    if (Array.isArray(node)) {
      const name = DOCUMENTS[collection];
      const one = (o: unknown, i: number, tail: string[]) =>
        walk(o, tail, name ? name(o as Obj, i) : label, collection);
      // "input.w2s.1.wages" names one document; "input.w2s.wages" every document of the list.
      if (rest[0] !== undefined && /^\d+$/.test(rest[0])) {
        const i = Number(rest[0]);
        if (i < node.length) one(node[i], i, rest.slice(1));
      } else node.forEach((o, i) => one(o, i, rest));
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const [head, ...tail] = rest;
    if (head === undefined) return;
    const next = (node as Obj)[head];
    if (tail.length > 0 || Array.isArray(next)) {
      walk(next, tail, label || SECTIONS[head] || head.replace(/_/g, ' '), head);
      return;
    }
    if (!present(next)) return;
    const where = label || 'Entered';
    out.push({ label: `${where}, ${fieldLabel(collection, head)}`, amount: amountOf(next) });
  };
  walk(input, path, '', '');
  return out;
}
