/**
 * Full federal PDF render time: the engine's complex example (every schedule the engine prints, 27
 * pages) and a 13-page return made from it (issue 12's figure), median and p90 over repeated runs in
 * one process, after a warm-up, and a return of 10,000 Form 8949 rows (a tenth as many runs).
 * `npm run bench:pdf` (RUNS, 30 by default).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { computeReturn, type Return } from '@taxprep/tax-engine';
import { renderReturnPdf } from '../src/services/documents';
import type { ReturnMeta } from '../src/services/documents/meta';
import { quantile } from './common';

const example = fileURLToPath(
  new URL('../../../packages/tax-engine/examples/complex-mfj.json', import.meta.url),
);
const complex = JSON.parse(readFileSync(example, 'utf8')) as Return;
/**
 * The complex example without its capital gains (Form 8949, Schedule D), rental (Schedule E) and
 * business (Schedule C, 1099-NEC): Form 1040 and Schedules 1, 3, B and 8812, Forms 2441, 8863 and
 * 8995, 13 pages.
 */
const thirteen: Return = {
  ...complex,
  f8949: [],
  schedule_d: undefined,
  schedule_e: undefined,
  schedule_c: [],
  f1099_nec: [],
};
const meta: ReturnMeta = {
  returnId: 1,
  taxYear: 2024,
  address: { street: '100 Main St', city: 'Springfield', state: 'IL', zip: '62701' },
  presidentialFund: { taxpayer: false, spouse: false },
  designee: null,
  bank: null,
  preparer: null,
  overrides: [],
  generatedAt: new Date('2025-03-01T12:00:00Z'),
};

/**
 * A broker's 10,000 sales (the most one return holds): half box A with no adjustments (totals on
 * Schedule D line 1a), half box B (five Form 8949 pages, the rest on the attached statement).
 */
const large: Return = {
  ...thirteen,
  f8949: Array.from({ length: 10_000 }, (_, i) => ({
    box: i % 2 ? 'B' : 'A',
    description: `${i} sh XYZ`,
    // Sales within the return's own year.
    date_acquired: `${meta.taxYear}-01-02`,
    date_sold: `${meta.taxYear}-03-04`,
    proceeds: '1200.00',
    cost: '1000.00',
  })),
};

const runs = Number(process.env.RUNS ?? 30);

async function measure(name: string, input: Return, runs: number) {
  const result = computeReturn(input);
  const times: number[] = [];
  let pages = 0;
  let bytes = 0;
  for (let i = 0; i < runs + 3; i++) {
    const t0 = performance.now();
    const pdf = await renderReturnPdf(input, result, meta);
    const t = performance.now() - t0;
    if (i >= 3) times.push(t);
    bytes = pdf.length;
    pages = (
      Buffer.from(pdf)
        .toString('latin1')
        .match(/\/Type \/Page\b/g) ?? []
    ).length;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => quantile(times, q).toFixed(1);
  console.log(
    `${name}: ${pages} pages, ${bytes} bytes; median ${at(0.5)} ms, p90 ${at(0.9)} ms over ${runs} runs`,
  );
}

await measure('complex example', complex, runs);
await measure('13-page return', thirteen, runs);
await measure('10,000 Form 8949 rows', large, Math.max(1, Math.round(runs / 10)));
