/**
 * Form 568 figures while the user types, from the engine's own Form 568 computation (the same
 * one the server records on Recalculate), so the screen and the record cannot disagree.
 */
import { form568Touched, formatUsd, TAX_YEAR } from '@taxprep/contracts';
import { caParams, form568Lines, type Ca568Input, type Form568Computed } from '@taxprep/tax-engine';

const LLC = caParams(TAX_YEAR).llc;

/** Record values as the engine's input: amounts are text; anything else counts as blank. */
function amounts(v: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, x] of Object.entries(v))
    if (typeof x === 'string' || typeof x === 'number') out[k] = String(x).trim();
  return out;
}

/** Blank or malformed amounts are 0 here; the field itself shows the message. */
function safe(input: Ca568Input): Form568Computed {
  const clean = (o: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(o).filter(([, x]) => /^-?\d{0,15}(\.\d{0,2})?$/.test(x) && x !== '' && x !== '-'),
    );
  return form568Lines(
    {
      ...clean(input as Record<string, string>),
      schedule_l: input.schedule_l && clean(input.schedule_l as Record<string, string>),
      schedule_m2: input.schedule_m2 && clean(input.schedule_m2 as Record<string, string>),
      schedule_t: input.schedule_t,
      in_use: input.in_use,
    },
    LLC,
  );
}

/**
 * Part I computed lines (spec 002 §5): L7, L12, L14–L17, L19, L21. An empty record (no name, file
 * number, amount or answer) owes no annual tax, as on the server.
 */
export function f568Computed(v: Record<string, unknown>): Record<string, string> {
  const input = { ...amounts(v), in_use: form568Touched(v) };
  const { used: _used, schedule_t: _t, schedule_l: _l, schedule_m2: _m2, ...lines } = safe(input);
  return lines;
}

export interface LBalance {
  total_assets: string;
  total_liab_cap: string;
  /** 'Balanced' or 'Off by $x' (spec 002 §4, tolerance 0.005). */
  status: string;
  balanced: boolean;
}

/** Schedule L totals of one column ('beg' or 'end'). */
export function schedLBalance(v: Record<string, unknown>, col: 'beg' | 'end'): LBalance {
  const l = safe({ schedule_l: amounts(v) }).schedule_l;
  const diff = l[`difference_${col}`];
  const balanced = l[`balanced_${col}`];
  return {
    total_assets: l[`total_assets_${col}`],
    total_liab_cap: l[`total_liab_cap_${col}`],
    balanced,
    status: balanced ? 'Balanced' : `Off by ${formatUsd(diff.replace(/^-/, ''))}`,
  };
}

/** Schedule M-2: subtotal (lines 1–4), total decreases (6–7) and the end balance. */
export function schedM2Computed(v: Record<string, unknown>): Record<string, string> {
  return safe({ schedule_m2: amounts(v) }).schedule_m2;
}

/** Schedule T: tax due = share × rate; net = due − withheld. */
export function schedTRow(share: unknown, rate: unknown, withheld: unknown) {
  const r =
    typeof rate === 'string' && /^(0(\.\d{1,4})?|1(\.0{1,4})?)$/.test(rate.trim()) ? rate.trim() : '0';
  const row = amounts({ distributive_share: share, withheld_by_llc: withheld });
  const ok = (x: string | undefined) => (x && /^-?\d{1,15}(\.\d{1,2})?$/.test(x) ? x : '0');
  return safe({
    schedule_t: [
      {
        distributive_share: ok(row.distributive_share),
        tax_rate: r,
        withheld_by_llc: ok(row.withheld_by_llc),
      },
    ],
  }).schedule_t[0]!;
}
