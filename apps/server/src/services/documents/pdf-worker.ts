/**
 * The thread that renders return PDFs and reads broker CSV files (see pdf-thread.ts). Filling and
 * merging the IRS forms of a large return takes seconds of synchronous pdf-lib work, and checking a
 * 5,000-row file a few hundred milliseconds; here neither holds up a request. The engine runs again
 * on this side because its result (a sheet of Money lines) does not cross threads.
 */
import { parentPort } from 'node:worker_threads';
import { parseF8949Csv } from '@taxprep/contracts';
import { computeReturn } from '@taxprep/tax-engine';
import { renderReturnPdf } from './pdf';
import { withComputed } from './meta';
import type { Job } from './pdf-thread';

const port = parentPort;
if (!port) throw new Error('pdf-worker runs as a worker thread (see pdf-thread.ts).');

async function run(id: number, job: Job): Promise<void> {
  try {
    if (job.kind === 'csv') {
      port!.postMessage({ id, ok: true, value: parseF8949Csv(job.text) });
      return;
    }
    const result = computeReturn(job.input, { overrides: job.overrides });
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
