/**
 * Form 8949 (totals per box) and Schedule D (Form 1040) 2024 — Capital Gains and Losses,
 * with the 28% Rate Gain Worksheet (line 18), the Unrecaptured Section 1250 Gain Worksheet
 * (line 19) and the Capital Loss Carryover Worksheet (for 2025).
 */
import { Ctx, fmt, m, sumOf } from '../context';
import { Money } from '../money';
import type { Amount, F8949Row } from '../types';

export interface ScheduleDResult {
  /** Schedule D is filed (otherwise line 7 holds capital gain distributions only, or nothing). */
  filed: boolean;
  l7: Money;
  l15: Money;
  l16: Money;
  l18: Money;
  l19: Money;
  /** Form 1040 line 7. */
  toForm1040: Money;
  /** The key that explains Form 1040 line 7. */
  sourceKey: string;
}

const BOXES = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
type Box = (typeof BOXES)[number];

/**
 * A sale reported on Schedule D line 1a (box A) or 8a (box D) without Form 8949: 2024 Instructions
 * for Form 8949, "Exceptions to reporting each transaction on a separate row", Exception 1 (and the
 * Schedule D instructions for lines 1a and 8a) — a Form 1099-B showing basis reported to the IRS, no
 * adjustment and no code, and not a sale of collectibles. A row carrying 28% rate (collectibles) or
 * unrecaptured section 1250 gain stays on Form 8949. A return with thousands of brokerage sales then
 * files their totals, not hundreds of Form 8949 pages.
 */
export function onScheduleDDirectly(r: F8949Row): boolean {
  return (
    (r.box === 'A' || r.box === 'D') &&
    m(r.adjustment).isZero() &&
    !r.adjustment_code?.trim() &&
    m(r.collectibles_28_gain).isZero() &&
    m(r.unrecaptured_1250_gain).isZero()
  );
}

/** The rows that go on Form 8949 (the others are totalled on Schedule D line 1a or 8a). */
export function form8949Rows(rows: readonly F8949Row[]): F8949Row[] {
  return rows.filter((r) => !onScheduleDDirectly(r));
}

/**
 * Line 1a or 8a: the entered summary (d/e/g, or h alone) plus the box A or D sales reported there
 * directly. Columns (d) and (e) are kept as lines `l1a_d`/`l1a_e` when there are such sales.
 */
function directLine(
  ctx: Ctx,
  line: 'l1a' | 'l8a',
  entered: { d: Amount; e: Amount; g: Amount; h: Amount },
  direct: F8949Row[],
  text: string,
): Money {
  const L = ctx.L;
  const given = entered.d !== undefined || entered.e !== undefined;
  const own = given ? m(entered.d).minus(m(entered.e)).plus(m(entered.g)) : m(entered.h);
  if (direct.length === 0) return L.setDollars(`scheduleD.${line}`, own, text);
  const d = L.setDollars(
    `scheduleD.${line}_d`,
    sumOf(direct, (r) => r.proceeds).plus(m(entered.d)),
    `Column (d) proceeds: ${direct.length} sale${direct.length === 1 ? '' : 's'} reported directly (basis reported, no adjustments)${given ? ' plus the entered total' : ''}`,
  );
  const e = L.setDollars(
    `scheduleD.${line}_e`,
    sumOf(direct, (r) => r.cost).plus(m(entered.e)),
    `Column (e) cost or other basis of the same sales${given ? ' plus the entered total' : ''}`,
  );
  const h = d.minus(e).plus(given ? m(entered.g) : m(entered.h));
  return L.setDollars(
    `scheduleD.${line}`,
    h,
    `${text}; includes ${direct.length} sale${direct.length === 1 ? '' : 's'} with basis reported and no adjustments, totalled here without Form 8949`,
  );
}

function form8949(
  ctx: Ctx,
  rows: F8949Row[],
): Record<Box, { d: Money; e: Money; g: Money; h: Money; key: string } | null> {
  const L = ctx.L;
  const out = {} as Record<Box, { d: Money; e: Money; g: Money; h: Money; key: string } | null>;
  for (const box of BOXES) {
    const mine = rows.filter((r) => r.box === box);
    if (mine.length === 0) {
      out[box] = null;
      continue;
    }
    ctx.need('f8949');
    const part = box <= 'C' ? 'I (short-term)' : 'II (long-term)';
    const keys: string[] = [];
    mine.forEach((r, i) => {
      const h = m(r.proceeds).minus(m(r.cost)).plus(m(r.adjustment));
      const key = `f8949.${box}.row${i + 1}`;
      keys.push(key);
      L.setDollars(
        key,
        h,
        `${r.description ?? 'Property'}${r.date_sold ? ` sold ${r.date_sold}` : ''}: (d) proceeds ${fmt(m(r.proceeds))} − (e) cost ${fmt(m(r.cost))}${m(r.adjustment).isZero() ? '' : ` + (g) adjustment ${fmt(m(r.adjustment))} code ${r.adjustment_code ?? ''}`}`,
      );
    });
    const d = L.setDollars(
      `f8949.${box}.l2d`,
      sumOf(mine, (r) => r.proceeds),
      `Part ${part}, box ${box}: line 2 totals, column (d) proceeds`,
    );
    const e = L.setDollars(
      `f8949.${box}.l2e`,
      sumOf(mine, (r) => r.cost),
      `Part ${part}, box ${box}: line 2 totals, column (e) cost or other basis`,
    );
    const g = L.setDollars(
      `f8949.${box}.l2g`,
      sumOf(mine, (r) => r.adjustment),
      `Part ${part}, box ${box}: line 2 totals, column (g) adjustments`,
    );
    const h = L.setDollars(
      `f8949.${box}.l2h`,
      d.minus(e).plus(g),
      `Part ${part}, box ${box}: line 2 totals, column (h) gain or (loss): subtract line 2(e) from line 2(d) and combine the result with line 2(g)`,
    );
    out[box] = { d, e, g, h, key: `f8949.${box}.l2h` };
  }
  return out;
}

export function scheduleD(ctx: Ctx): ScheduleDResult {
  const L = ctx.L;
  const sd = ctx.input.schedule_d ?? {};
  const rows = ctx.input.f8949 ?? [];
  const divs = ctx.input.f1099_div ?? [];
  const capGainDist = sumOf(divs, (d) => d.box2a_total_capital_gain).plus(m(ctx.input.income?.capital_gain));
  const div28 = sumOf(divs, (d) => d.box2d_collectibles_28_gain);
  const div1250 = sumOf(divs, (d) => d.box2b_unrecaptured_1250_gain);
  const div1202 = sumOf(divs, (d) => d.box2c_section_1202_gain);
  const summaryFields = Object.entries(sd).filter(
    ([f, v]) => f !== 'disposed_qof' && v !== null && v !== undefined && v !== '' && !m(v).isZero(),
  );
  const filed =
    rows.length > 0 || summaryFields.length > 0 || !div28.isZero() || !div1250.isZero() || !div1202.isZero();

  if (!filed) {
    const v = L.setDollars(
      'f1040.l7',
      capGainDist,
      capGainDist.isZero()
        ? 'Capital gain or (loss): none'
        : 'Capital gain distributions (Forms 1099-DIV box 2a); Schedule D not required (box checked)',
    );
    return {
      filed: false,
      l7: Money.ZERO,
      l15: capGainDist,
      l16: capGainDist,
      l18: Money.ZERO,
      l19: Money.ZERO,
      toForm1040: v,
      sourceKey: 'f1040.l7',
    };
  }
  ctx.need('scheduleD');
  const f = form8949(ctx, form8949Rows(rows));
  const direct = rows.filter(onScheduleDDirectly);
  const k = (l: string): string => `scheduleD.${l}`;

  // Part I — short term
  const partI: string[] = [k('l1a')];
  const line = (l: string, v: Money, text: string): Money => {
    partI.push(k(l));
    return L.setDollars(k(l), v, text);
  };
  directLine(
    ctx,
    'l1a',
    { d: sd.st_1a_d, e: sd.st_1a_e, g: sd.st_1a_g, h: sd.st_1a_h },
    direct.filter((r) => r.box === 'A'),
    'Short-term totals reported on Form 1099-B with basis reported and no adjustments: (d) − (e) + (g)',
  );
  for (const [box, l, field] of [
    ['A', 'l1b', 'st_1b_h'],
    ['B', 'l2', 'st_2_h'],
    ['C', 'l3', 'st_3_h'],
  ] as const) {
    const fromRows = f[box]?.h ?? Money.ZERO;
    line(
      l,
      fromRows.plus(m(sd[field])),
      `Totals for all transactions reported on Form(s) 8949 with Box ${box} checked, column (h)`,
    );
  }
  line(
    'l4',
    m(sd.st_4),
    'Short-term gain from Form 6252 and short-term gain or (loss) from Forms 4684, 6781, and 8824',
  );
  line(
    'l5',
    m(sd.st_5),
    'Net short-term gain or (loss) from partnerships, S corporations, estates, and trusts from Schedule(s) K-1',
  );
  line(
    'l6',
    m(sd.st_6_loss_carry).abs().neg(),
    'Short-term capital loss carryover from line 8 of the {prev_year} Capital Loss Carryover Worksheet',
  );
  const l7 = L.setDollars(
    k('l7'),
    Money.sum(partI.map((x) => L.get(x))),
    'Net short-term capital gain or (loss). Combine lines 1a through 6 in column (h)',
  );

  // Part II — long term
  const partII: string[] = [k('l8a')];
  const line2 = (l: string, v: Money, text: string): Money => {
    partII.push(k(l));
    return L.setDollars(k(l), v, text);
  };
  directLine(
    ctx,
    'l8a',
    { d: sd.lt_8a_d, e: sd.lt_8a_e, g: sd.lt_8a_g, h: sd.lt_8a_h },
    direct.filter((r) => r.box === 'D'),
    'Long-term totals reported on Form 1099-B with basis reported and no adjustments: (d) − (e) + (g)',
  );
  for (const [box, l, field] of [
    ['D', 'l8b', 'lt_8b_h'],
    ['E', 'l9', 'lt_9_h'],
    ['F', 'l10', 'lt_10_h'],
  ] as const) {
    const fromRows = f[box]?.h ?? Money.ZERO;
    line2(
      l,
      fromRows.plus(m(sd[field])),
      `Totals for all transactions reported on Form(s) 8949 with Box ${box} checked, column (h)`,
    );
  }
  line2(
    'l11',
    m(sd.lt_11),
    'Gain from Form 4797, Part I; long-term gain from Forms 2439 and 6252; and long-term gain or (loss) from Forms 4684, 6781, and 8824',
  );
  line2(
    'l12',
    m(sd.lt_12),
    'Net long-term gain or (loss) from partnerships, S corporations, estates, and trusts from Schedule(s) K-1',
  );
  line2('l13', capGainDist.plus(m(sd.lt_13)), 'Capital gain distributions (Forms 1099-DIV box 2a)');
  line2(
    'l14',
    m(sd.lt_14_loss_carry).abs().neg(),
    'Long-term capital loss carryover from line 13 of the {prev_year} Capital Loss Carryover Worksheet',
  );
  const l15 = L.setDollars(
    k('l15'),
    Money.sum(partII.map((x) => L.get(x))),
    'Net long-term capital gain or (loss). Combine lines 8a through 14 in column (h)',
  );

  // Part III — summary
  const l16 = L.setDollars(k('l16'), l7.plus(l15), 'Combine lines 7 and 15');
  let l18 = Money.ZERO;
  let l19 = Money.ZERO;
  let to1040: Money;
  let sourceKey: string;
  if (l15.isPositive() && l16.isPositive()) {
    // 28% Rate Gain Worksheet
    const g28 = sumOf(rows, (r) => r.collectibles_28_gain)
      .plus(m(sd.collectibles_28_gain))
      .plus(div28)
      .plus(div1202.times('0.5'));
    const ltCarry = m(sd.lt_14_loss_carry).abs();
    const stLoss = l7.isNegative() ? l7.abs() : Money.ZERO;
    const sdL14 = L.get(k('l14'));
    // The worksheet's lines 1-4 are one amount here; lines 5 and 6 are the losses that absorb it.
    let r1to4 = Money.ZERO;
    if (!g28.isZero()) {
      r1to4 = L.setDollars(
        'rate28Wks.l1_4',
        g28,
        '28% rate gain: collectibles gain (Form 8949, 1099-DIV box 2d) and 50% section 1202 exclusion',
      );
      const r5 = L.setDollars(
        'rate28Wks.l5',
        sdL14,
        'Long-term capital loss carryover (Schedule D, line 14)',
      );
      const r6 = L.setDollars('rate28Wks.l6', stLoss.neg().via(l7), 'Loss, if any, from Schedule D, line 7');
      // The total keeps the cents it was computed with; the lines show whole dollars.
      l18 = L.setDollars(
        'rate28Wks.l7',
        g28.minus(ltCarry).minus(stLoss).readFrom(r1to4, r5, r6).clampZero(),
        'Combine lines 1 through 6. If zero or less, enter -0-',
      );
    }
    l18 = L.setDollars(k('l18'), l18, '28% rate gain (28% Rate Gain Worksheet line 7)');
    // Unrecaptured Section 1250 Gain Worksheet (lines 12-18)
    const u1250 = sumOf(rows, (r) => r.unrecaptured_1250_gain)
      .plus(m(sd.unrecaptured_1250_gain))
      .plus(div1250);
    if (!u1250.isZero()) {
      const l13 = L.setDollars(
        'unrecap1250Wks.l13',
        u1250,
        'Unrecaptured section 1250 gain from sales, K-1s and Forms 1099-DIV box 2b',
      );
      const combined = g28.minus(stLoss).minus(ltCarry).readFrom(r1to4, l7, sdL14);
      const absorbed = L.setDollars(
        'unrecap1250Wks.l17',
        combined.isNegative() ? combined.abs() : Money.ZERO.via(combined),
        'Combine the 28% rate gain (28% Rate Gain Worksheet, lines 1 through 4), the loss on Schedule D, line 7, and the carryover on Schedule D, line 14. If a loss, enter it as a positive amount',
      );
      l19 = L.setDollars(
        'unrecap1250Wks.l18',
        l13.minus(absorbed).clampZero(),
        'Unrecaptured section 1250 gain. Subtract line 17 from line 13. If zero or less, enter -0-',
      );
    }
    l19 = L.setDollars(
      k('l19'),
      l19,
      'Unrecaptured section 1250 gain (Unrecaptured Section 1250 Gain Worksheet, line 18)',
    );
    to1040 = L.setDollars('f1040.l7', l16, 'Capital gain or (loss) from Schedule D, line 16 (a gain)');
    sourceKey = k('l16');
  } else if (l16.isNegative()) {
    const limit = Money.dollars(ctx.params.scheduleD.capitalLossLimit[ctx.status]);
    const l21 = L.setDollars(
      k('l21'),
      Money.min(l16.abs(), limit).neg(),
      `If line 16 is a loss, the smaller of the loss on line 16 or (${fmt(limit)}), ${ctx.status === 'mfs' ? `(${fmt(limit)}) if married filing separately` : `(${fmt(limit)})`}`,
    );
    to1040 = L.setDollars('f1040.l7', l21, 'Capital gain or (loss) from Schedule D, line 21 (allowed loss)');
    sourceKey = k('l21');
  } else {
    to1040 = L.setDollars('f1040.l7', l16, 'Capital gain or (loss) from Schedule D, line 16');
    sourceKey = k('l16');
  }
  if (sd.disposed_qof) ctx.warn('Qualified opportunity fund disposal: attach Form 8997 (not computed).');
  return { filed: true, l7, l15, l16, l18, l19, toForm1040: to1040, sourceKey };
}

/**
 * Capital Loss Carryover Worksheet (Schedule D instructions) — the 2025 carryovers.
 * @param taxableBeforeClamp Form 1040 line 11 minus line 14 (may be negative).
 */
export function capitalLossCarryover(ctx: Ctx, d: ScheduleDResult, taxableBeforeClamp: Money): void {
  if (!d.filed || !d.l16.isNegative()) return;
  const L = ctx.L;
  const W = 'capitalLossCarryoverWks';
  const l21 = ctx.L.get('scheduleD.l21').abs();
  const l1 = L.setDollars(
    `${W}.l1`,
    taxableBeforeClamp,
    'Form 1040 line 11 minus line 14 (taxable income; may be negative)',
  );
  const l2 = L.setDollars(`${W}.l2`, l21, 'Loss from Schedule D line 21 as a positive amount');
  const l3 = L.setDollars(
    `${W}.l3`,
    l1.plus(l2).clampZero(),
    'Combine lines 1 and 2. If zero or less, enter -0-',
  );
  const l4 = L.setDollars(`${W}.l4`, Money.min(l2, l3), 'Smaller of line 2 or line 3');
  let l5 = Money.ZERO;
  if (d.l7.isNegative()) {
    l5 = L.setDollars(`${W}.l5`, d.l7.abs(), 'Loss from Schedule D line 7 as a positive amount');
    const l6 = L.setDollars(`${W}.l6`, d.l15.clampZero(), 'Gain, if any, from Schedule D line 15');
    const l7 = L.setDollars(`${W}.l7`, l4.plus(l6), 'Add lines 4 and 6');
    L.setDollars(
      `${W}.l8`,
      l5.minus(l7).clampZero(),
      'Short-term capital loss carryover to {next_year}. Subtract line 7 from line 5. If zero or less, enter -0-',
    );
  }
  if (d.l15.isNegative()) {
    const l9 = L.setDollars(`${W}.l9`, d.l15.abs(), 'Loss from Schedule D line 15 as a positive amount');
    const l10 = L.setDollars(`${W}.l10`, d.l7.clampZero(), 'Gain, if any, from Schedule D line 7');
    const l11 = L.setDollars(
      `${W}.l11`,
      l4.minus(l5).clampZero(),
      'Subtract line 5 from line 4. If zero or less, enter -0-',
    );
    const l12 = L.setDollars(`${W}.l12`, l10.plus(l11), 'Add lines 10 and 11');
    L.setDollars(
      `${W}.l13`,
      l9.minus(l12).clampZero(),
      'Long-term capital loss carryover to {next_year}. Subtract line 12 from line 9. If zero or less, enter -0-',
    );
  }
}
