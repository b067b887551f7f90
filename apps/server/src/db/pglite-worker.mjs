// The embedded database (PGlite) on a thread of its own, driven by RemotePGlite (pglite-remote.ts).
// PGlite runs PostgreSQL in WebAssembly on the thread that calls it: on the server's thread every
// query stopped the handling of every other request, and its start-up (compiling and starting
// PostgreSQL) waited for the server's modules to load. Here it opens while they load, and answers
// queries on the second core while the server's thread parses requests and writes responses.
// Plain JavaScript: it runs as it is under tsx, Vitest and the compiled server alike.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs as a worker thread (see pglite-remote.ts).');

/** An error as plain data: its message, and PostgreSQL's fields (code, detail, constraint, …). */
function plainError(err) {
  const fields = { name: err?.name ?? 'Error', message: err?.message ?? String(err), stack: err?.stack };
  // Objects (the query's parameters, among them encrypted secrets) are left behind on purpose.
  for (const [key, value] of Object.entries(err ?? {}))
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return fields;
}

const keep = (value) => value;
const rawParsers = new Map();
/** Parsers returning the text of the given types as it is: the caller parses them itself. */
function parsersFor(raw) {
  const key = raw.join(',');
  let parsers = rawParsers.get(key);
  if (!parsers) rawParsers.set(key, (parsers = Object.fromEntries(raw.map((oid) => [oid, keep]))));
  return parsers;
}

const options = { extensions: { pg_trgm } };
let db;
// Listening from the start keeps the thread's event loop busy while PGlite opens. Without an active
// handle Node waits, whenever the loop runs dry, for V8 to finish compiling PGlite's WebAssembly in
// the background, which held the first query back some 200 ms.
const opened = (async () => {
  try {
    db = workerData.dataDir ? new PGlite(workerData.dataDir, options) : new PGlite(options);
    await db.waitReady;
    port.postMessage({ ready: true });
  } catch (err) {
    port.postMessage({ ready: false, error: plainError(err) });
    process.exit(1);
  }
})();

// Open transactions by number: each holds PGlite's transaction lock until the caller ends it.
const open = new Map();
let lastTx = 0;
const ROLLBACK = Symbol('rollback');

function begin() {
  return new Promise((resolve, reject) => {
    const tx = ++lastTx;
    let entered = false;
    let end;
    const ended = new Promise((r) => (end = r));
    const done = db.transaction(async (handle) => {
      entered = true;
      open.set(tx, { handle, end, done });
      resolve({ tx });
      if (!(await ended)) throw ROLLBACK;
    });
    open.set(tx, { handle: null, end, done });
    done.catch((err) => {
      if (!entered) {
        open.delete(tx);
        reject(err);
      }
    });
  });
}

async function finish(tx, commit) {
  const t = open.get(tx);
  if (!t) throw new Error(`No open transaction ${tx}.`);
  open.delete(tx);
  t.end(commit);
  try {
    await t.done;
  } catch (err) {
    if (err !== ROLLBACK) throw err;
  }
  return null;
}

function target(tx) {
  if (tx === undefined) return db;
  const t = open.get(tx);
  if (!t?.handle) throw new Error(`No open transaction ${tx}.`);
  return t.handle;
}

async function run(msg) {
  switch (msg.op) {
    case 'query':
      return target(msg.tx).query(msg.text, msg.params, {
        rowMode: msg.rowMode,
        ...(msg.raw ? { parsers: parsersFor(msg.raw) } : {}),
      });
    case 'exec':
      return target(msg.tx).exec(msg.text);
    case 'begin':
      return begin();
    case 'end':
      return finish(msg.tx, msg.commit);
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`Unknown operation ${msg.op}.`);
  }
}

port.on('message', (msg) => {
  opened
    .then(() => run(msg))
    .then((value) => port.postMessage({ id: msg.id, ok: true, value }))
    // A failed statement, or a result that cannot be sent: the caller hears of it either way.
    .catch((err) => port.postMessage({ id: msg.id, ok: false, error: plainError(err) }));
});
