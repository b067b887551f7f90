/**
 * The worker thread of off-thread.ts: renders return PDFs and XML, reads broker CSV files and
 * computes the totals and summaries of large returns, so none of them holds up a request. The engine runs again on this side
 * because its result (a sheet of Money lines) does not cross threads.
 */
import { parentPort } from 'node:worker_threads';
import { parseF8949Csv } from '@taxprep/contracts';
import { computeReturn } from '@taxprep/tax-engine';
import { summaryResult } from '../returns/summary';
import { renderReturnPdf } from './pdf';
import { renderReturnXml } from './xml';
import { withComputed } from './meta';
import type { Job } from './off-thread';

const port = parentPort;
if (!port) throw new Error('off-thread-worker runs as a worker thread (see off-thread.ts).');

async function run(id: number, job: Job): Promise<void> {
  try {
    if (job.kind === 'csv') {
      port!.postMessage({ id, ok: true, value: parseF8949Csv(job.text, job.year) });
      return;
    }
    if (job.kind === 'summary') {
      port!.postMessage({
        id,
        ok: true,
        value: JSON.stringify(summaryResult({ data: job.data, taxYear: job.taxYear }, job.items)),
      });
      return;
    }
    if (job.kind === 'totals') {
      const s = computeReturn(job.input, { overrides: job.overrides }).summary;
      const value = Object.fromEntries(
        (['agi', 'taxableIncome', 'totalTax', 'totalPayments', 'refund', 'amountOwed'] as const).map((k) => [
          k,
          s[k].toString(),
        ]),
      );
      port!.postMessage({ id, ok: true, value });
      return;
    }
    const result = computeReturn(job.input, { overrides: job.overrides });
    if (job.kind === 'xml') {
      port!.postMessage({
        id,
        ok: true,
        value: renderReturnXml(job.input, result, withComputed(job.meta, result)),
      });
      return;
    }
    const pdf = await renderReturnPdf(job.input, result, withComputed(job.meta, result), job.only);
    port!.postMessage({ id, ok: true, value: pdf }, [pdf.buffer as ArrayBuffer]);
  } catch (err) {
    const e = err instanceof Error ? err : new Error(String(err));
    port!.postMessage({ id, ok: false, message: e.message, stack: e.stack });
  }
}

// One job at a time: two large PDFs rendered together would hold both in memory at once.
let queue = Promise.resolve();
port.on('message', ({ id, job }: { id: number; job: Job }) => {
  queue = queue.then(() => run(id, job));
});
