import { Worker } from 'node:worker_threads';
import { serverPath } from '../paths';

// Found by the package's folder, not beside this module: the compiled server splits its code into
// chunks, and the worker is plain JavaScript that every way of running the server starts as it is.
const WORKER_FILE = serverPath('src', 'db', 'pglite-worker.mjs');

type Parser = (value: string, typeId: number) => unknown;
export interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Parsers by type OID, run on this thread: only plain data crosses to the worker and back. */
  parsers?: Record<number, Parser>;
}
export interface Results<T = Record<string, unknown>> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}
/** What drizzle-orm/pglite and our own code call on a PGlite client, or on one of its transactions. */
export interface Queryable {
  query<T = Record<string, unknown>>(
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
}

type Message =
  | { op: 'query'; tx?: number; text: string; params: unknown[]; rowMode?: string; raw?: number[] }
  | { op: 'exec'; tx?: number; text: string }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' };
type ErrorFields = { message: string; stack?: string } & Record<string, unknown>;
type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ErrorFields };

/** A PostgreSQL error from the worker, with the fields node-postgres and PGlite give (code, detail, …). */
function rebuild(fields: ErrorFields): Error {
  const { message, stack, ...rest } = fields;
  const err = Object.assign(new Error(message), rest);
  if (stack) err.stack = stack;
  return err;
}

/** Runs the parsers the caller asked for on the raw text the worker returned for those types. */
function parse<T>(
  result: Results<T>,
  parsers: Record<number, Parser>,
  rowMode: string | undefined,
): Results<T> {
  const columns = result.fields.flatMap((f, i) =>
    parsers[f.dataTypeID]
      ? [{ key: rowMode === 'array' ? i : f.name, parser: parsers[f.dataTypeID]!, oid: f.dataTypeID }]
      : [],
  );
  if (columns.length === 0) return result;
  for (const row of result.rows as Record<string | number, unknown>[])
    for (const { key, parser, oid } of columns)
      if (row[key] !== null) row[key] = parser(row[key] as string, oid);
  return result;
}

/**
 * A PGlite database in a worker thread (pglite-worker.mjs), with the part of PGlite's interface the
 * server uses: query, exec, transaction and close. Statements queue in PGlite as they would in one
 * process; a transaction holds PGlite's lock until its callback here settles.
 */
export class RemotePGlite implements Queryable {
  #worker: Worker;
  #pending = new Map<number, { resolve(value: unknown): void; reject(err: Error): void }>();
  #lastId = 0;
  #stopped: Error | null = null;
  #closing = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: Reply) => {
      const call = this.#pending.get(reply.id);
      if (!call) return;
      this.#pending.delete(reply.id);
      if (reply.ok) call.resolve(reply.value);
      else call.reject(rebuild(reply.error));
    });
    worker.on('error', (err) => this.#stop(err.message));
    worker.on('exit', (code) =>
      this.#stop(this.#closing ? 'it was closed' : `its thread exited with code ${code}`),
    );
  }

  /** Every call waiting, and every later one, fails with the reason. */
  #stop(why: string): void {
    if (this.#stopped) return;
    this.#stopped = new Error(`The embedded database stopped: ${why}.`);
    for (const call of this.#pending.values()) call.reject(this.#stopped);
    this.#pending.clear();
  }

  /** Starts the worker and resolves once PGlite in it is open (in memory when dataDir is null). */
  static open(dataDir: string | null): Promise<RemotePGlite> {
    const worker = new Worker(WORKER_FILE, { workerData: { dataDir } });
    const where = dataDir ? `in ${dataDir}` : 'in memory';
    return new Promise((resolve, reject) => {
      const failed = (why: string) => {
        worker.off('error', onError).off('exit', onExit);
        reject(new Error(`The embedded database ${where} could not be opened: ${why}`));
      };
      const onError = (err: Error) => failed(err.message);
      const onExit = (code: number) => failed(`its thread exited with code ${code}.`);
      worker.once('error', onError).once('exit', onExit);
      worker.once('message', (msg: { ready: boolean; error?: ErrorFields }) => {
        if (!msg.ready) return failed(msg.error!.message);
        worker.off('error', onError).off('exit', onExit);
        resolve(new RemotePGlite(worker));
      });
    });
  }

  #call<T>(message: Message): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = ++this.#lastId;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ id, ...message });
    });
  }

  async #query<T>(tx: number | undefined, text: string, params: unknown[] = [], options: QueryOptions = {}) {
    const { rowMode, parsers } = options;
    const raw = parsers ? Object.keys(parsers).map(Number) : undefined;
    const result = await this.#call<Results<T>>({ op: 'query', tx, text, params, rowMode, raw });
    return parsers ? parse(result, parsers, rowMode) : result;
  }

  query<T = Record<string, unknown>>(
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    return this.#query<T>(undefined, text, params, options);
  }

  exec(text: string): Promise<Results[]> {
    return this.#call({ op: 'exec', text });
  }

  /** BEGIN, `fn` with the transaction's own client, then COMMIT, or ROLLBACK when `fn` throws. */
  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const { tx } = await this.#call<{ tx: number }>({ op: 'begin' });
    const client: Queryable = {
      query: (text, params, options) => this.#query(tx, text, params, options),
      exec: (text) => this.#call({ op: 'exec', tx, text }),
    };
    let result: T;
    try {
      result = await fn(client);
    } catch (err) {
      await this.#call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw err;
    }
    await this.#call({ op: 'end', tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (this.#stopped) return;
    await this.#call({ op: 'close' });
    this.#closing = true;
    await this.#worker.terminate();
    this.#stop('it was closed');
  }
}
