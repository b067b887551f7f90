/** Return-level facts the documents need beyond the engine input (address, bank, preparer, overrides...). */
export interface ReturnMeta {
  returnId: number;
  taxYear: number;
  address: { street: string; apt?: string; city: string; state: string; zip: string } | null;
  phone?: string | null;
  email?: string | null;
  presidentialFund: { taxpayer: boolean; spouse: boolean };
  /** Married filing separately, the spouse a nonresident alien with no SSN or ITIN ("NRA"). */
  spouseNra?: boolean;
  ipPin?: { taxpayer?: string | null; spouse?: string | null };
  designee: { name: string; phone: string; pin: string } | null;
  bank: { routing: string; account: string; type: 'Checking' | 'Savings' } | null;
  preparer: {
    name: string;
    ptin: string;
    selfEmployed: boolean;
    firmName: string | null;
    firmEin: string | null;
    firmAddress: string | null;
    phone: string;
  } | null;
  /** Preparer overrides of computed lines: line key, the engine's value, the value used, and why. */
  overrides: { key: string; computed: string; value: string; reason: string }[];
  /** The filers' e-file signature when the return is signed as it is (MeF ReturnHeader). */
  signature?: {
    byEro: boolean;
    primaryPin: string;
    spousePin: string | null;
    date: string;
    primaryPriorYearAgi: string | null;
    primaryPriorYearPin: string | null;
    spousePriorYearAgi: string | null;
    spousePriorYearPin: string | null;
  } | null;
  /** Used as the XML timestamp, so output is deterministic. */
  generatedAt: Date;
}

/** The overrides' `computed`: the engine's own value of each overridden line, from its result. */
export function withComputed(
  meta: ReturnMeta,
  result: { lines: { computedValue(key: string): { toString(): string } | undefined | null } },
): ReturnMeta {
  return {
    ...meta,
    overrides: meta.overrides.map((o) => ({
      ...o,
      computed: result.lines.computedValue(o.key)?.toString() ?? o.value,
    })),
  };
}
