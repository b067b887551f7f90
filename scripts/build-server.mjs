// Compiles the server (with the contracts and the tax engine it imports) into one JavaScript file,
// apps/server/dist/main.mjs and its chunks, when it is missing or older than its sources, so `npm start` runs
// plain JavaScript instead of compiling TypeScript on every start. Packages from node_modules stay
// outside the bundle and load as usual, except the few in BUNDLED.
// It also prepares apps/server/dist/pglite-template/, an embedded database with every migration
// applied, which the server copies into a new data folder instead of running PGlite's initdb (seconds).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'apps/server');
const out = path.join(serverDir, 'dist/main.mjs');
const template = path.join(serverDir, 'dist/pglite-template');
// Says which PGlite made the template; written last, so a template without it is incomplete.
const templateStamp = path.join(serverDir, 'dist/pglite-template.json');
const migrations = path.join(serverDir, 'drizzle');
// This script too: a change to how it bundles calls for a new bundle.
const sources = [
  'apps/server/src',
  'packages/contracts/src',
  'packages/tax-engine/src',
  'scripts/build-server.mjs',
].map((p) => path.join(root, p));
const force = process.argv.includes('--force');
// Pure JavaScript used by our code alone. Node loads pdf-lib as some 140 CommonJS files, each scanned
// for its exports when imported from an ES module: half a second of every start. Bundled from its
// ES build, with what it imports, it costs a sixth of that.
const BUNDLED = new Set(['pdf-lib']);
const packageName = (spec) => spec.split('/', spec.startsWith('@') ? 2 : 1).join('/');

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((f) => newest(path.join(p, f))));
}

const mtime = (p) => (fs.existsSync(p) ? fs.statSync(p).mtimeMs : 0);

async function compile() {
  const started = Date.now();
  // Chunks of an earlier build would only pile up, and a source map of an older build must not outlive it.
  fs.rmSync(path.join(serverDir, 'dist/chunks'), { recursive: true, force: true });
  const dist = path.join(serverDir, 'dist');
  fs.mkdirSync(dist, { recursive: true });
  for (const f of fs.readdirSync(dist)) if (f.endsWith('.map')) fs.rmSync(path.join(dist, f));
  await build({
    entryPoints: { main: path.join(serverDir, 'src/main.ts') },
    outdir: path.join(serverDir, 'dist'),
    outExtension: { '.js': '.mjs' },
    // main.ts imports the app with import() after starting the database: each import() is a chunk of
    // its own, whose modules load only then, while PGlite opens on its thread (pglite-worker.mjs).
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The ES builds of BUNDLED packages.
    mainFields: ['module', 'main'],
    // No source maps: the README promises none, and they would hand out the server's sources.
    sourcemap: false,
    logLevel: 'warning',
    // The workspace packages are TypeScript and go into the bundle, as do BUNDLED packages and what
    // they import; everything else is imported at run time.
    plugins: [
      {
        name: 'external-node-modules',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@taxprep/') ||
            BUNDLED.has(packageName(args.path)) ||
            args.importer.includes(`${path.sep}node_modules${path.sep}`)
              ? undefined
              : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  console.log(`Compiled the server in ${Date.now() - started} ms.`);
}

/** The server's PGlite and drizzle, as `openDatabase` (apps/server/src/db/client.ts) loads them. */
function serverPackages() {
  const require = createRequire(path.join(serverDir, 'package.json'));
  // Its package.json is not exported: found above its entry file.
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return {
    version: JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version,
    load: () => ({
      PGlite: require('@electric-sql/pglite').PGlite,
      pg_trgm: require('@electric-sql/pglite/contrib/pg_trgm').pg_trgm,
      drizzle: require('drizzle-orm/pglite').drizzle,
      migrate: require('drizzle-orm/pglite/migrator').migrate,
    }),
  };
}

async function prepareTemplate(version, load) {
  const started = Date.now();
  const { PGlite, pg_trgm, drizzle, migrate } = load();
  // Built aside and moved in whole: a server starting meanwhile never copies half a database.
  const tmp = `${template}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  // The same extensions as openDatabase: a copy must open exactly like a database made there.
  const client = new PGlite(tmp, { extensions: { pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder: migrations });
  await client.close();
  // Opened once more, PostgreSQL writes its catalog caches (pg_internal.init), which the migrations'
  // changes had made stale: a copy then opens as fast as a database used before.
  const reopened = new PGlite(tmp, { extensions: { pg_trgm } });
  await reopened.query('SELECT 1');
  await reopened.close();
  const old = `${template}.old-${process.pid}`;
  try {
    fs.renameSync(template, old);
  } catch {
    // There was none (or another build is replacing it too).
  }
  try {
    fs.renameSync(tmp, template);
  } catch {
    // Another build put its template in first: the same migrations, so either one serves.
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  fs.rmSync(old, { recursive: true, force: true });
  fs.writeFileSync(templateStamp, JSON.stringify({ pglite: version }) + '\n');
  console.log(`Prepared the embedded database template in ${Date.now() - started} ms.`);
}

if (force || Math.max(...sources.map(newest)) > mtime(out)) await compile();

const { version, load } = serverPackages();
const stamp = fs.existsSync(templateStamp) ? JSON.parse(fs.readFileSync(templateStamp, 'utf8')) : null;
const templateFresh =
  stamp?.pglite === version && fs.existsSync(template) && newest(migrations) <= mtime(templateStamp);
if (force || !templateFresh) await prepareTemplate(version, load);
