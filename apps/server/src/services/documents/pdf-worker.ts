/**
 * The thread that renders return PDFs (see pdf-thread.ts). Filling and merging the IRS forms of a
 * large return takes seconds of synchronous pdf-lib work; here it never holds up a request. The
 * engine runs again on this side because its result (a sheet of Money lines) does not cross threads.
 */
import { parentPort } from 'node:worker_threads';
import { computeReturn } from '@taxprep/tax-engine';
import { renderReturnPdf } from './pdf';
import { withComputed } from './meta';
import type { PdfJob } from './pdf-thread';

const port = parentPort;
if (!port) throw new Error('pdf-worker runs as a worker thread (see pdf-thread.ts).');

async function render(id: number, job: PdfJob): Promise<void> {
  try {
    const result = computeReturn(job.input, { overrides: job.overrides });
    const pdf = await renderReturnPdf(job.input, result, withComputed(job.meta, result), job.only);
    port!.postMessage({ id, ok: true, pdf }, [pdf.buffer as ArrayBuffer]);
  } catch (err) {
    const e = err instanceof Error ? err : new Error(String(err));
    port!.postMessage({ id, ok: false, message: e.message, stack: e.stack });
  }
}

// One PDF at a time: two large ones rendered together would hold both in memory at once.
let queue = Promise.resolve();
port.on('message', ({ id, job }: { id: number; job: PdfJob }) => {
  queue = queue.then(() => render(id, job));
});
