import { z } from 'zod';

/** Up to 15 integer digits and 2 decimals: the largest amount the product accepts. */
const AMOUNT_RE = /^-?\d{1,15}(\.\d{1,2})?$/;

export const MONEY_MSG = {
  nonNegative: 'Must be 0 or more',
  amountNonNegative: 'Amount must be 0 or more',
  invalid: 'Enter a valid amount (up to 2 decimals)',
  tooLarge: 'Enter an amount under $10,000,000,000.',
  /** The same, naming the box: "Box 1: enter an amount under $10,000,000,000." */
  tooLargeIn: (box: string) => `${box}: enter an amount under $10,000,000,000.`,
} as const;

/**
 * The largest amount one box of a document takes: $9,999,999,999.99. Beyond it no form a person
 * receives is plausible (a typing slip, not a figure); the engine's sums stay exact far past it.
 */
export const DOCUMENT_AMOUNT_MAX = '9999999999.99';
const MAX_CENTS = BigInt(DOCUMENT_AMOUNT_MAX.replace('.', ''));
const absCents = (n: string) => BigInt(n.replace('-', '').replace('.', ''));

/** "1,234.5" → "1234.50"; blank → null; anything else → undefined (invalid). */
export function normalizeAmount(v: unknown): string | null | undefined {
  if (v === null || v === undefined) return null;
  let s: string;
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return undefined;
    s = String(v);
    if (/e/i.test(s)) return undefined;
  } else if (typeof v === 'string') {
    s = v.trim().replace(/,/g, '').replace(/^\$/, '');
    if (s === '') return null;
  } else {
    return undefined;
  }
  if (s.startsWith('.')) s = `0${s}`;
  if (!AMOUNT_RE.test(s)) return undefined;
  const neg = s.startsWith('-');
  const [whole, frac = ''] = (neg ? s.slice(1) : s).split('.');
  const out = `${BigInt(whole!)}.${(frac + '00').slice(0, 2)}`;
  return neg && out !== '0.00' ? `-${out}` : out;
}

/**
 * A money field: number or text in, canonical "1234.56" text (exact) or null out.
 * `allowNegative` for the schedules whose lines may be losses; `invalid` for a form whose spec names
 * the box in that message (1099-NEC box 1); `capped` for a document's boxes (at most
 * DOCUMENT_AMOUNT_MAX, the message naming `box` when given).
 */
export function money(
  opts: { message?: string; invalid?: string; allowNegative?: boolean; capped?: boolean; box?: string } = {},
) {
  const negMsg = opts.message ?? MONEY_MSG.nonNegative;
  const invalid = opts.invalid ?? MONEY_MSG.invalid;
  return z
    .union([z.number(), z.string(), z.null()], { message: invalid })
    .optional()
    .transform((v, ctx) => {
      const n = normalizeAmount(v);
      if (n === undefined) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      if (n !== null && n.startsWith('-') && !opts.allowNegative) {
        ctx.addIssue({ code: 'custom', message: negMsg });
        return z.NEVER;
      }
      if (n !== null && opts.capped && absCents(n) > MAX_CENTS) {
        ctx.addIssue({
          code: 'custom',
          message: opts.box ? MONEY_MSG.tooLargeIn(opts.box) : MONEY_MSG.tooLarge,
        });
        return z.NEVER;
      }
      return n;
    });
}

/** Display "1234.5" as "$1,234.50". */
export function formatUsd(v: string | number | null | undefined): string {
  const n = normalizeAmount(v ?? '0') ?? '0.00';
  const neg = n.startsWith('-');
  const [whole, frac] = (neg ? n.slice(1) : n).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${neg ? '-' : ''}$${grouped}.${frac}`;
}

/** The spec's amount pill tiers by absolute value. */
export function amountTier(v: string | number | null | undefined): 'high' | 'mid' | 'low' | 'zero' {
  const n = Math.abs(Number(normalizeAmount(v ?? '0') ?? 0));
  if (n >= 25_000) return 'high';
  if (n >= 5_000) return 'mid';
  if (n > 0) return 'low';
  return 'zero';
}
