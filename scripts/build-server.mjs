// Compiles the server (with the contracts and the tax engine it imports) into one JavaScript file,
// apps/server/dist/main.mjs, when it is missing or older than its sources, so `npm start` runs
// plain JavaScript instead of compiling TypeScript on every start. Packages from node_modules stay
// outside the bundle and load as usual.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'apps/server/dist/main.mjs');
const sources = ['apps/server/src', 'packages/contracts/src', 'packages/tax-engine/src'].map((p) =>
  path.join(root, p),
);

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((f) => newest(path.join(p, f))));
}

const built = fs.existsSync(out) ? fs.statSync(out).mtimeMs : 0;
if (!process.argv.includes('--force') && built && Math.max(...sources.map(newest)) <= built) process.exit(0);

const started = Date.now();
await build({
  entryPoints: [path.join(root, 'apps/server/src/main.ts')],
  outfile: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  // The workspace packages are TypeScript and go into the bundle; everything else is required at run time.
  plugins: [
    {
      name: 'external-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@taxprep/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
console.log(`Compiled the server in ${Date.now() - started} ms.`);
