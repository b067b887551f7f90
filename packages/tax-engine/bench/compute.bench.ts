/**
 * Time to compute a complex return (all schedules) on one core.
 *   npm run bench -w @taxprep/tax-engine
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeReturn } from '../src/index';
import type { Return } from '../src/types';

const here = dirname(fileURLToPath(import.meta.url));
const base = JSON.parse(readFileSync(join(here, '..', 'examples', 'complex-mfj.json'), 'utf8')) as Return;
// Add what the example lacks so every module runs: SS benefits, 1099-R, Schedule A itemizing, AMT, K-1s, 1099-G.
const input: Return = {
  ...base,
  ssa_1099: [{ box5_net_benefits: '18000' }],
  f1099_r: [
    {
      box1_gross_dist: '12000',
      box2a_taxable_amt: '12000',
      box7_distribution_codes: '1',
      ira_sep_simple: true,
      box4_fed_tax_withheld: '1200',
    },
  ],
  f1099_g: [{ unemployment_comp: '3000', fed_tax_withheld: '300' }],
  hsas: [{ owner: 'taxpayer', coverage: 'family', contributions: '6000' }],
  f1095_a: [
    {
      monthly: Array.from({ length: 12 }, () => ({
        enrollment_premium: '1200',
        slcsp_premium: '1300',
        advance_ptc: '200',
      })),
    },
  ],
  schedule_a: { ...base.schedule_a, mortgage_interest_1098: '32000', gifts_by_cash: '9000' },
  amt_adjustments: { incentive_stock_options: '250000' },
  schedule_e: {
    ...base.schedule_e,
    partnerships: [
      {
        name: 'Fund LP',
        entity_type: 'P',
        col_h_passive_income: '4000',
        col_k_nonpassive_income: '12000',
        se_earnings: '0',
      },
    ],
  },
};

// The forms of issue 11 at incomes where they give something: a retired taxpayer of 70 with a
// pension (Schedule R), a working spouse with a 401(k) deferral (Form 8880), an HSA (Form 8889),
// Marketplace coverage (Form 8962), day care for the child (Form 2441) and the EIC.
const month = { enrollment_premium: '900', slcsp_premium: '950', advance_ptc: '600' };
const credits: Return = {
  filing_status: 'mfj',
  taxpayer: { first_name: 'Ruth', last_name: 'Park', date_of_birth: '1954-03-01' },
  spouse: { first_name: 'Lee', last_name: 'Park', date_of_birth: '1970-05-01' },
  dependents: [
    {
      first_name: 'Mia',
      last_name: 'Park',
      relationship: 'daughter',
      date_of_birth: '2018-02-01',
      months_lived_with: 12,
      qualifies_for_child_tax_credit: true,
    },
  ],
  w2s: [
    {
      owner: 'spouse',
      employer_name: 'Clinic',
      wages: '21000',
      federal_income_tax: '300',
      social_security_wages: '21000',
      social_security_tax: '1302',
      medicare_wages: '21000',
      medicare_tax: '304.50',
      box12: { D: '1500', W: '500' },
    },
  ],
  f1099_r: [{ box1_gross_dist: '6000', box2a_taxable_amt: '6000', box7_distribution_codes: '7' }],
  hsas: [{ owner: 'spouse', coverage: 'family', contributions: '1000' }],
  f1095_a: [{ monthly: Array.from({ length: 12 }, () => month) }],
  dependent_care: { expenses_total: '3000', provider_name: 'Day Care' },
} as Return;

/** Mean wall-clock and CPU (user + system, immune to other processes on a busy machine) µs per return. */
function time(ret: Return, n: number): { wall: number; cpu: number } {
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  let sink = 0n;
  for (let i = 0; i < n; i++) sink += computeReturn(ret).summary.totalTax.cents;
  const t1 = process.hrtime.bigint();
  const c1 = process.cpuUsage(c0);
  if (sink === -1n) console.log('unreachable');
  return { wall: Number(t1 - t0) / 1000 / n, cpu: (c1.user + c1.system) / n };
}

for (const [name, ret] of [
  ['complex return', input],
  ['credits return', credits],
] as const) {
  const r = computeReturn(ret);
  time(ret, 3000); // warm up
  const runs = [time(ret, 3000), time(ret, 3000), time(ret, 3000)];
  const mean = runs.reduce((a, b) => a + b.wall, 0) / runs.length;
  const cpu = runs.reduce((a, b) => a + b.cpu, 0) / runs.length;
  const best = Math.min(...runs.map((x) => x.wall));
  console.log(`${name} — forms: ${r.forms.join(', ')}`);
  console.log(`lines per return: ${r.lines.all().length}`);
  console.log(
    `mean per return: ${mean.toFixed(1)} µs wall, ${cpu.toFixed(1)} µs CPU; best run ${best.toFixed(1)} µs wall (runs: ${runs.map((x) => x.wall.toFixed(1)).join(', ')} µs; 3 × 3,000 iterations after 3,000 warm-up)`,
  );
}
console.log(`node ${process.version}`);
