/**
 * Full federal PDF of the engine's complex example (every schedule the engine prints): median and
 * p90 render time over repeated runs in one process, after a warm-up. `npm run bench:pdf`.
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
const input = JSON.parse(readFileSync(example, 'utf8')) as Return;
const result = computeReturn(input);
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

const runs = Number(process.env.RUNS ?? 30);
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
  `full federal PDF: ${pages} pages, ${bytes} bytes; median ${at(0.5)} ms, p90 ${at(0.9)} ms over ${runs} runs`,
);
