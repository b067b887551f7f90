/** Field builders and the payer/recipient blocks the information returns share (spec 001 section 5). */
import { MONEY_MSG, normalizeAmount } from '../money';
import type { DocumentMessages, FieldDef, RowsDef } from './define';

export const CSZ_MSG = 'Use “City, ST 12345” format';
export const AT_LEAST_ONE = 'Enter at least one non-zero amount.';

export const money = (name: string, label: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  label,
  kind: 'money',
  message: MONEY_MSG.nonNegative,
  ...extra,
});
export const signed = (name: string, label: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  label,
  kind: 'signedMoney',
  message: 'Use numbers with up to 2 decimals.',
  ...extra,
});
export const text = (name: string, label: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  label,
  kind: 'text',
  ...extra,
});
export const flag = (name: string, label: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  label,
  kind: 'bool',
  ...extra,
});

/**
 * Schedule 1-A (from 2025): the qualified tips and overtime an amount box of this document includes.
 * `box` names that box ("box 1"); the amounts must not be more than it.
 */
export const schedule1ASection = (box: string) => ({
  legend: 'No tax on tips and overtime (Schedule 1-A)',
  fields: [
    money('qualified_tips', `Qualified tips included in ${box}`, {
      onlyWith: 'schedule1A' as const,
      hint: 'Tips received in an occupation on the IRS list of tipped occupations (as your payer reports them for {year}).',
    }),
    money('qualified_overtime', `Qualified overtime included in ${box}`, {
      onlyWith: 'schedule1A' as const,
      hint: 'Only the premium part of overtime pay required by the Fair Labor Standards Act (the “half” of time-and-a-half).',
    }),
  ],
});

/** The Schedule 1-A amounts are parts of `boxValue`: each at most it. */
export function schedule1AIssues(
  v: Record<string, unknown>,
  boxValue: unknown,
  box: string,
  issue: (field: string, message: string) => void,
): void {
  for (const [field, what] of [
    ['qualified_tips', 'Qualified tips'],
    ['qualified_overtime', 'Qualified overtime'],
  ] as const)
    if (cents(v[field]) > cents(boxValue)) issue(field, `${what} cannot be more than ${box}.`);
}

export const OWNER_MSG = 'Choose taxpayer or spouse.';

/**
 * Whose document this is on a joint return (the engine's `owner`): it decides whose Schedule SE,
 * Form 8880 and Form 5329 the amounts go on. Shown only when filing jointly; default the taxpayer.
 */
export const ownerField = (label: string, hint?: string): FieldDef => ({
  name: 'owner',
  label,
  kind: 'select',
  initial: 'taxpayer',
  message: OWNER_MSG,
  jointOnly: true,
  hint,
  options: [
    { value: 'taxpayer', label: 'Taxpayer' },
    { value: 'spouse', label: 'Spouse' },
  ],
});

/** A 1099 entered under a Schedule C of the other spouse (the server refuses it on a joint return). */
export const ownerMismatchMessage = (short: string, owner: string, business: string) =>
  `This ${short} is the ${owner}’s but its Schedule C is the ${business}’s: choose the same person, or enter it under the ${owner}’s Schedule C.`;

interface PartyOptions {
  /** 'Payer TIN must be 9 digits' unless the form has one message for both. */
  tinMessage?: (who: 'Payer' | 'Recipient') => string;
  addressMin?: number;
  addressMessage?: string;
  address: 'street' | 'address';
  checkState?: boolean;
  phone?: boolean;
  country?: boolean;
  rtn?: boolean;
}

/** Payer or recipient: name (required), TIN (9 digits), street, "City, ST 12345", country, phone. */
export function party(who: 'payer' | 'recipient', o: PartyOptions): FieldDef[] {
  const Who = who === 'payer' ? 'Payer' : 'Recipient';
  const out: FieldDef[] = [
    text(`${who}_name`, `${Who} name`, { required: `${Who} name is required`, max: 200 }),
    {
      name: `${who}_tin`,
      label: `${Who} TIN`,
      kind: 'digits',
      max: 9,
      message: o.tinMessage?.(Who) ?? `${Who} TIN must be 9 digits`,
      // The recipient's TIN is a person's SSN; the payer's is an employer number.
      secret: who === 'recipient',
    },
    text(`${who}_${o.address}`, who === 'payer' ? 'Payer street address' : 'Recipient street address', {
      max: 300,
      min: o.addressMin,
      minMessage: o.addressMessage,
    }),
    {
      name: `${who}_city_state_zip`,
      label: `${Who} city, state and ZIP`,
      kind: 'cityStateZip',
      message: CSZ_MSG,
      checkState: o.checkState,
      hint: 'City, ST 12345',
    },
  ];
  if (o.country) out.push(text(`${who}_country`, `${Who} country`, { max: 60 }));
  if (o.phone && who === 'payer')
    out.push({
      name: 'payer_phone',
      label: 'Payer phone',
      kind: 'phone',
      message: 'Phone must be 10–15 digits',
    });
  if (o.rtn && who === 'payer')
    out.push({
      name: 'payer_rtn',
      label: 'Payer RTN (optional)',
      kind: 'digits',
      max: 9,
      upTo: true,
      message: 'RTN is up to 9 digits',
      secret: true,
    });
  return out;
}

/** The state rows of 1099-INT and 1099-DIV: state, state id, state tax withheld. */
export const stateRows = (boxes: [string, string, string]): RowsDef => ({
  name: 'states',
  legend: 'State information',
  max: 2,
  dropEmpty: true,
  indexField: 'row_index',
  tooMany: 'At most 2 state rows.',
  fields: [
    { name: 'row_index', label: 'Row', kind: 'int' },
    { name: 'state_name', label: `${boxes[0]} State`, kind: 'state', message: 'Invalid state code' },
    text('state_id_no', `${boxes[1]} State identification no.`, { max: 30 }),
    money('state_tax_withheld', `${boxes[2]} State tax withheld`),
  ],
});

export const messagesFor = (short: string, submitFailed?: string): DocumentMessages => ({
  loadFailed: `Failed to load ${short} forms.`,
  submitFailed: submitFailed ?? `Failed to submit ${short}. Please try again.`,
  created: `Form ${short} submitted successfully.`,
  updated: `Form ${short} updated successfully.`,
  deleted: (id) => `Deleted ${short} #${id}.`,
  editing: (id) => `Editing ${short} #${id}`,
});

/** Exact sum of amount texts. */
export function sum(values: unknown[]): string {
  let cents = 0n;
  for (const v of values) {
    const n = normalizeAmount(v);
    if (!n) continue;
    const neg = n.startsWith('-');
    const [w, f] = (neg ? n.slice(1) : n).split('.');
    const c = BigInt(w!) * 100n + BigInt(f!);
    cents += neg ? -c : c;
  }
  const neg = cents < 0n;
  const a = neg ? -cents : cents;
  return `${neg ? '-' : ''}${a / 100n}.${(a % 100n).toString().padStart(2, '0')}`;
}

export const amountOf = (v: unknown): string => normalizeAmount(v) ?? '0.00';

/** Exact cents of an amount (blank is 0), for comparisons. */
export function cents(v: unknown): bigint {
  const n = amountOf(v);
  const neg = n.startsWith('-');
  const [w, f] = (neg ? n.slice(1) : n).split('.');
  const c = BigInt(w!) * 100n + BigInt(f!);
  return neg ? -c : c;
}

/** The amount with its sign flipped (blank is 0). */
export function negate(v: unknown): string {
  const s = sum([v]);
  return s.startsWith('-') ? s.slice(1) : s === '0.00' ? s : `-${s}`;
}
