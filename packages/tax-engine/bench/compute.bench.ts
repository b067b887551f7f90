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

/** Mean wall-clock and CPU (user + system, immune to other processes on a busy machine) µs per return. */
function time(n: number): { wall: number; cpu: number } {
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  let sink = 0n;
  for (let i = 0; i < n; i++) sink += computeReturn(input).summary.totalTax.cents;
  const t1 = process.hrtime.bigint();
  const c1 = process.cpuUsage(c0);
  if (sink === -1n) console.log('unreachable');
  return { wall: Number(t1 - t0) / 1000 / n, cpu: (c1.user + c1.system) / n };
}

const r = computeReturn(input);
time(3000); // warm up
const runs = [time(3000), time(3000), time(3000)];
const mean = runs.reduce((a, b) => a + b.wall, 0) / runs.length;
const cpu = runs.reduce((a, b) => a + b.cpu, 0) / runs.length;
const best = Math.min(...runs.map((x) => x.wall));
console.log(`forms: ${r.forms.join(', ')}`);
console.log(`lines per return: ${r.lines.all().length}`);
console.log(
  `mean per return: ${mean.toFixed(1)} µs wall, ${cpu.toFixed(1)} µs CPU; best run ${best.toFixed(1)} µs wall (runs: ${runs.map((x) => x.wall.toFixed(1)).join(', ')} µs; 3 × 3,000 iterations after 3,000 warm-up)`,
);
console.log(`node ${process.version}`);
