// The embedded database (PGlite) on a thread of its own, driven by RemotePGlite (pglite-remote.ts).
// PGlite runs PostgreSQL in WebAssembly on the thread that calls it: on the server's thread every
// query stopped the handling of every other request, and its start-up (compiling and starting
// PostgreSQL) waited for the server's modules to load. Here it opens while they load, and answers
// queries on the second core while the server's thread parses requests and writes responses.
// Plain JavaScript: it runs as it is under tsx, Vitest and the compiled server alike.
import { Buffer } from 'node:buffer';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse as results, protocol } from '@electric-sql/pglite';
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

// Statements parsed once and kept by their text, as named prepared statements of PGlite's one
// session. PGlite's own query() sends Parse, Describe, Bind, Describe, Execute and Sync as six calls
// into WebAssembly and parses and analyses the text every time: 390 µs for the session lookup, against
// 50 µs for Bind, Describe, Execute and Sync in one call to a statement parsed before.
const { serialize } = protocol;
const MAX_STATEMENTS = 200;
/** Text → { name, types }, least recently used first. */
const statements = new Map();
let lastStatement = 0;
// Only statements that read or write rows are kept: a kept plan follows later schema changes, but a
// DDL statement is not worth keeping and may not be prepared twice alike.
const KEPT = /^\s*(select|insert|update|delete|with)\b/i;

const concat = (...parts) => Buffer.concat(parts);

const send = (message, inTx) => db.execProtocolStream(message, { syncToFs: !inTx });

async function statementFor(text) {
  const kept = statements.get(text);
  if (kept) {
    statements.delete(text);
    statements.set(text, kept);
    return kept;
  }
  const name = `pglite_${++lastStatement}`;
  const described = await send(
    concat(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()),
    true,
  );
  const statement = { name, types: results.parseDescribeStatementResults(described) };
  statements.set(text, statement);
  if (statements.size > MAX_STATEMENTS) {
    const [oldText, old] = statements.entries().next().value;
    statements.delete(oldText);
    await send(concat(serialize.close({ type: 'S', name: old.name }), serialize.sync()), true);
  }
  return statement;
}

/** A statement run as PGlite's query() runs it, but parsed once (see above). */
async function runKept(text, params, options, inTx, retried = false) {
  const statement = await statementFor(text);
  const values = params.map((value, i) => {
    if (value === null || value === undefined) return null;
    const serializer = db.serializers[statement.types[i]];
    return serializer ? serializer(value) : value.toString();
  });
  try {
    const messages = await send(
      concat(
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ),
      inTx,
    );
    return results.parseResults(messages, db.parsers, options)[0];
  } catch (err) {
    if (err?.code !== '0A000') throw err;
    // A table changed under the kept statement so that its columns differ: it is parsed anew next
    // time (the old one stays in the session, unused), and now unless a transaction, failed, holds it.
    statements.delete(text);
    if (retried || inTx) throw err;
    return runKept(text, params, options, inTx, true);
  }
}

function query(msg) {
  const options = { rowMode: msg.rowMode, ...(msg.raw ? { parsers: parsersFor(msg.raw) } : {}) };
  if (!KEPT.test(msg.text)) return target(msg.tx).query(msg.text, msg.params, options);
  const params = msg.params ?? [];
  // PGlite's locks, taken as its query() takes them: a statement of an open transaction (which
  // holds the transaction lock) takes the query lock; any other waits for both. runExclusive is the
  // query lock; the transaction lock has only its internal name (PGlite 0.3, a test covers it).
  if (msg.tx !== undefined) {
    target(msg.tx); // fails when the transaction is not open
    return db.runExclusive(() => runKept(msg.text, params, options, true));
  }
  return db._runExclusiveTransaction(() => db.runExclusive(() => runKept(msg.text, params, options, false)));
}

async function run(msg) {
  switch (msg.op) {
    case 'query':
      return query(msg);
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
