/**
 * Work that grows with a return's size runs on a worker thread (off-thread-worker.ts), one job at a
 * time: return PDFs and XML, broker CSV files, and the totals and summaries of returns with thousands of
 * documents. A
 * return with 10,000 Form 8949 rows takes seconds of synchronous pdf-lib work, a 5,000-row file some
 * 200 ms of checks, its engine run tens to hundreds of milliseconds; on the server's thread each would
 * stop every other request (the rule: no request blocks the event loop for more than 100 ms). The
 * worker starts on the first job and stays; if it dies (out of memory, say), the jobs it held fail and
 * the next job starts a new one.
 */
import { Worker } from 'node:worker_threads';
import type { parseF8949Csv } from '@taxprep/contracts';
import type { Return } from '@taxprep/tax-engine';
import { serverPath } from '../../paths';
import type { ItemRow } from '../returns/engine-input';
import type { ReturnData } from '../returns/sections';
import type { ReturnMeta } from './meta';
import type { YearData } from '../returns/compute';

export interface ReturnJob {
  /** The engine input (plain data: it is copied to the worker). */
  input: Return;
  /** The preparer overrides as the engine takes them (line key → value). */
  overrides: Record<string, string>;
  /** With each override's `computed` left empty: the worker fills it from its own computation. */
  meta: ReturnMeta;
  /** Only these forms, as renderReturnPdf's `only`. */
  only?: string[];
}
export type Job =
  | ({ kind: 'pdf' } & ReturnJob)
  | ({ kind: 'xml' } & ReturnJob)
  | { kind: 'csv'; text: string; year: number }
  | { kind: 'totals'; input: Return; overrides: Record<string, string> }
  | { kind: 'summary'; data: ReturnData; taxYear: number; items: ItemRow[] };
/** The list columns of a return (its engine summary), as text. */
export type Totals = Record<
  'agi' | 'taxableIncome' | 'totalTax' | 'totalPayments' | 'refund' | 'amountOwed',
  string
>;
type CsvResult = ReturnType<typeof parseF8949Csv>;

// Found by the package's folder, like pglite-worker.mjs: the compiled server is split into chunks.
// From the TypeScript sources (tsx, Vitest) a small bootstrap loads the worker through tsx; the
// compiled server starts the worker's own bundle (scripts/build-server.mjs).
const WORKER_FILE = import.meta.url.endsWith('.ts')
  ? serverPath('src', 'services', 'documents', 'off-thread-worker-dev.mjs')
  : serverPath('dist', 'off-thread-worker.mjs');
// A runaway render ends the worker, not the server.
const MEMORY_LIMIT_MB = 1024;

type Reply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string; stack?: string };
type Pending = { resolve(value: unknown): void; reject(err: Error): void };

let worker: Worker | null = null;
const pending = new Map<number, Pending>();
let lastId = 0;

function stopped(err: Error): void {
  worker = null;
  for (const p of pending.values()) p.reject(err);
  pending.clear();
}

function start(): Worker {
  const w = new Worker(WORKER_FILE, { resourceLimits: { maxOldGenerationSizeMb: MEMORY_LIMIT_MB } });
  w.on('message', (reply: Reply) => {
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    if (pending.size === 0) w.unref();
    if (reply.ok) call.resolve(reply.value);
    else call.reject(Object.assign(new Error(reply.message), reply.stack ? { stack: reply.stack } : {}));
  });
  w.on('error', (err) => {
    if (worker === w) stopped(err);
  });
  w.on('exit', (code) => {
    if (worker === w) stopped(new Error(`The PDF worker stopped (exit code ${code}).`));
  });
  return w;
}

function run(job: Job): Promise<unknown> {
  worker ??= start();
  const w = worker;
  const id = ++lastId;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    // Held while it works, so a process waiting for a job does not exit; idle, it keeps nothing alive.
    w.ref();
    w.postMessage({ id, job });
  });
}

/** The return as one PDF (renderReturnPdf), rendered on the worker. */
export function renderPdf(job: ReturnJob): Promise<Uint8Array> {
  return run({ kind: 'pdf', ...job }) as Promise<Uint8Array>;
}

/** A broker's CSV file read into Form 8949 rows (parseF8949Csv), on the worker. */
export function parseCsvOffThread(text: string, year: number): Promise<CsvResult> {
  return run({ kind: 'csv', text, year }) as Promise<CsvResult>;
}

/** The summary figures of a large return (computeReturn), computed on the worker. */
export function computeTotalsOffThread(input: Return, overrides: Record<string, string>): Promise<Totals> {
  return run({ kind: 'totals', input, overrides }) as Promise<Totals>;
}

/** The return's summary as JSON text (summaryResult), computed and serialised on the worker. */
export function summaryOffThread(ret: YearData, items: ItemRow[]): Promise<string> {
  return run({ kind: 'summary', data: ret.data, taxYear: ret.taxYear, items }) as Promise<string>;
}

/** The return as MeF-shaped XML (renderReturnXml), rendered on the worker: 2 MB for 10,000 sales. */
export function renderXml(job: ReturnJob): Promise<string> {
  return run({ kind: 'xml', ...job }) as Promise<string>;
}
