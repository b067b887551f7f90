/** Schedule D (Form 1040), Capital Gains and Losses: one record per return (spec 001). */
import type { DocumentDef, FieldDef } from '../define';
import { cents, flag, negate, signed, sum } from '../parts';

const s = (name: string, label: string): FieldDef => signed(name, label);

export const SCHEDULE_D_MSG = {
  line1a: 'Required when completing line 1a.',
  line8a: 'Required when completing line 8a.',
  status: 'Select a valid filing status.',
  notFound: 'No Schedule D yet. Fill in the form and click Save to create it.',
} as const;

export const scheduleD: DocumentDef = {
  kind: 'schedule_d',
  title: 'Schedule D',
  short: 'Schedule D',
  route: 'schedule-d',
  checklist: 'investments',
  routeAliases: [],
  description: 'Capital gains and losses (Form 1040 line 7)',
  engine: 'schedule_d',
  // One per return: its entered lines (the filing status is the return's own, not its).
  engineMerge: (records) => {
    const d = records[0];
    if (!d) return undefined;
    const { filing_status: _s, ...lines } = d;
    return Object.fromEntries(Object.entries(lines).filter(([, v]) => v !== null && v !== ''));
  },
  listing: {
    order: 50,
    single: true,
    details: [{ key: 'net_gain_or_loss', label: 'Line 16 net gain or (loss)', money: true }],
  },
  chooser: [{ label: 'Schedule D', path: 'schedule-d?target=1040', order: 140 }],
  api: { list: [], create: [], createUnder: [], item: [] },
  sections: [
    {
      legend: 'Header',
      fields: [
        {
          name: 'filing_status',
          label: 'Filing status',
          kind: 'select',
          message: SCHEDULE_D_MSG.status,
          options: [
            { value: 'single', label: 'Single' },
            { value: 'married_filing_jointly', label: 'Married filing jointly' },
            { value: 'married_filing_separately', label: 'Married filing separately' },
          ],
        },
        flag(
          'disposed_qof',
          'Did you dispose of any investment(s) in a qualified opportunity fund during the tax year?',
        ),
      ],
    },
    {
      legend: 'Part I Short-Term Capital Gains and Losses',
      fields: [
        s('st_1a_d', '1a (d) Proceeds (sales price)'),
        s('st_1a_e', '1a (e) Cost (or other basis)'),
        s('st_1a_g', '1a (g) Adjustments'),
        s('st_1b_h', '1b (h) Totals for Forms 8949 with Box A checked'),
        s('st_2_h', '2 (h) Totals for Forms 8949 with Box B checked'),
        s('st_3_h', '3 (h) Totals for Forms 8949 with Box C checked'),
        s(
          'st_4',
          '4 Short-term gain from Form 6252 and short-term gain or (loss) from Forms 4684, 6781, and 8824',
        ),
        s(
          'st_5',
          '5 Net short-term gain or (loss) from partnerships, S corporations, estates, and trusts from Schedule(s) K-1',
        ),
        s('st_6_loss_carry', '6 Short-term capital loss carryover from {prev_year}'),
      ],
    },
    {
      legend: 'Part II Long-Term Capital Gains and Losses',
      fields: [
        s('lt_8a_d', '8a (d) Proceeds (sales price)'),
        s('lt_8a_e', '8a (e) Cost (or other basis)'),
        s('lt_8a_g', '8a (g) Adjustments'),
        s('lt_8b_h', '8b (h) Totals for Forms 8949 with Box D checked'),
        s('lt_9_h', '9 (h) Totals for Forms 8949 with Box E checked'),
        s('lt_10_h', '10 (h) Totals for Forms 8949 with Box F checked'),
        s(
          'lt_11',
          '11 Gain from Form 4797, Part I; long-term gain from Forms 2439 and 6252; and long-term gain or (loss) from Forms 4684, 6781, and 8824',
        ),
        s(
          'lt_12',
          '12 Net long-term gain or (loss) from partnerships, S corporations, estates, and trusts from Schedule(s) K-1',
        ),
        s('lt_13', '13 Capital gain distributions (not on a 1099-DIV entered here)'),
        s('lt_14_loss_carry', '14 Long-term capital loss carryover from {prev_year}'),
      ],
    },
  ],
  columns: [{ key: 'p3_16', label: 'Line 16', money: true }],
  refine: (v, issue) => {
    const need = (d: string, e: string, g: string, msg: string) => {
      if ([d, e, g].some((k) => v[k] !== null && v[k] !== undefined && v[k] !== '')) {
        if (v[d] === null || v[d] === undefined || v[d] === '') issue(d, msg);
        if (v[e] === null || v[e] === undefined || v[e] === '') issue(e, msg);
      }
    };
    need('st_1a_d', 'st_1a_e', 'st_1a_g', SCHEDULE_D_MSG.line1a);
    need('lt_8a_d', 'lt_8a_e', 'lt_8a_g', SCHEDULE_D_MSG.line8a);
  },
  messages: {
    loadFailed: 'Failed to load Schedule D.',
    submitFailed: 'Save failed. Please check entries.',
    created: 'Schedule D saved.',
    updated: 'Schedule D saved.',
    deleted: () => 'Schedule D deleted.',
    editing: () => 'Editing Schedule D',
  },
};

/**
 * The spec's screen totals (section 5): 1a h = d − e + g; line 7 and line 15 add their part's
 * lines (a carryover counts as a loss whatever its sign); line 16 = 7 + 15; the allowed loss of
 * line 21 is the smaller of the loss and $3,000 ($1,500 married filing separately).
 */
export function scheduleDTotals(v: Record<string, unknown>) {
  const loss = (x: unknown) => (cents(x) > 0n ? negate(x) : sum([x]));
  const st_1a_h = sum([v.st_1a_d, negate(v.st_1a_e), v.st_1a_g]);
  const st_7 = sum([st_1a_h, v.st_1b_h, v.st_2_h, v.st_3_h, v.st_4, v.st_5, loss(v.st_6_loss_carry)]);
  const lt_8a_h = sum([v.lt_8a_d, negate(v.lt_8a_e), v.lt_8a_g]);
  const lt_15 = sum([
    lt_8a_h,
    v.lt_8b_h,
    v.lt_9_h,
    v.lt_10_h,
    v.lt_11,
    v.lt_12,
    v.lt_13,
    loss(v.lt_14_loss_carry),
  ]);
  const p3_16 = sum([st_7, lt_15]);
  const limit = v.filing_status === 'married_filing_separately' ? 150000n : 300000n;
  const c16 = cents(p3_16);
  const allowed = c16 < 0n ? (-c16 < limit ? -c16 : limit) : 0n;
  const p3_21_allowed_loss = sum([`${allowed / 100n}.${(allowed % 100n).toString().padStart(2, '0')}`]);
  return { st_1a_h, st_7, lt_8a_h, lt_15, p3_16, p3_21_allowed_loss };
}
